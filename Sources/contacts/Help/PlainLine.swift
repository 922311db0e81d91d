/// A command line made only of words, known flags, and known options each followed by its value:
/// the lines ``QuickParse`` parses without ArgumentParser.
struct PlainLine {
    /// The words that are neither a flag nor an option's value, in order.
    private(set) var words: [String] = []
    private var flags: [String] = []
    private var values: [(option: String, value: String)] = []

    /// Splits `arguments`; nil when they hold anything else: a word starting with `-` that is not
    /// one of `flags` or `options` (help, `--`, a short or unknown option, `--name=value`), a flag
    /// or an option not in `repeatable` given twice, an option without a value or with a value
    /// starting with `-`.
    init?(_ arguments: ArraySlice<String>, flags: [String], options: [String], repeatable: [String] = []) {
        var remaining = arguments.makeIterator()
        while let word = remaining.next() {
            if !word.hasPrefix("-") {
                words.append(word)
            } else if flags.contains(word), !self.flags.contains(word) {
                self.flags.append(word)
            } else if options.contains(word), repeatable.contains(word) || value(word) == nil,
                let value = remaining.next(), !value.hasPrefix("-")
            {
                values.append((word, value))
            } else {
                return nil
            }
        }
    }

    /// Whether the line gives flag `name`.
    func has(_ name: String) -> Bool { flags.contains(name) }

    /// The value the line gives option `name`; nil when it gives none.
    func value(_ name: String) -> String? { values.first { $0.option == name }?.value }

    /// Every value the line gives option `name`, in order.
    func allValues(_ name: String) -> [String] { values.filter { $0.option == name }.map(\.value) }
}
