/// `--store PATH` and `--client NAME` are every command's options (``StoreOptions``), so they may
/// come before the command as well as after it, as with git's `-C`: `contacts --store X list` is
/// `contacts list --store X`.
enum GlobalOptions {
    /// The options that take a value and belong to every command.
    static let names: Set<String> = ["--store", "--client"]

    /// `arguments` with the global options written before the first command word moved after the
    /// command's words (before a `--`, when there is one), where ArgumentParser reads them. A
    /// command line that does not start with one is returned unchanged.
    static func moved(_ arguments: [String]) -> [String] {
        var leading: [String] = []
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let word = arguments[index]
            if names.contains(word), index + 1 < arguments.endIndex {
                leading += [word, arguments[index + 1]]
                index += 2
            } else if let equals = word.firstIndex(of: "="), names.contains(String(word[..<equals])) {
                leading.append(word)
                index += 1
            } else {
                break
            }
        }
        guard !leading.isEmpty else { return arguments }
        var rest = Array(arguments[index...])
        guard !rest.isEmpty else { return arguments }  // no command: ArgumentParser says what is missing
        let end = rest.firstIndex(of: "--") ?? rest.endIndex
        rest.insert(contentsOf: leading, at: end)
        return rest
    }
}
