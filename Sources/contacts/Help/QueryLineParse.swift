import ArgumentParser

/// A `contacts query` line as a mail client writes it — words, and `--store`, `--client` or
/// `--format` each followed by its value — parsed without ArgumentParser.
///
/// A mail client runs `query` at every address completion, so its start-up is the user's wait:
/// ArgumentParser's parse of it (reflecting on the command's properties and looking up each
/// property wrapper's type among the binary's 9,900 protocol conformances) was 62% of a `query`'s
/// instructions on 100,000 contacts (callgrind, 2026-11-29). Any other line — help, `--`, a short,
/// unknown or repeated option, a value glued with `=` or starting with `-`, no word, a value
/// `validate()` refuses — is left to ArgumentParser (``CommandLineParse``), which parses and reports
/// it as before. `CommandLineParseTests` checks that both parses give the same command.
enum QueryLineParse {
    /// The `query` command `arguments` (the words after `query`) ask for; nil when ArgumentParser
    /// must parse them.
    static func parse(_ arguments: ArraySlice<String>) -> ContactsCommand.Query? {
        var store: String?
        var client: String?
        var format: ContactsCommand.Query.Format?
        var words: [String] = []
        var remaining = arguments.makeIterator()
        while let word = remaining.next() {
            guard word.hasPrefix("-") else {
                words.append(word)
                continue
            }
            guard let value = remaining.next(), !value.hasPrefix("-") else { return nil }
            switch word {
            case "--store" where store == nil: store = value
            case "--client" where client == nil: client = value
            case "--format" where format == nil:
                guard let named = ContactsCommand.Query.Format(argument: value) else { return nil }
                format = named
            default: return nil
            }
        }
        guard !words.isEmpty else { return nil }
        var storeOptions = StoreOptions()
        storeOptions.store = store
        storeOptions.client = client
        var query = ContactsCommand.Query()
        query.storeOptions = storeOptions
        query.format = format ?? .mutt
        query.term = words
        do {
            try storeOptions.validate()
            try query.validate()
        } catch {
            return nil
        }
        return query
    }
}
