import ArgumentParser

/// The commands run most often — `query` at every address completion in a mail client, `list`,
/// `show` and `move` in scripts and by hand — parsed without ArgumentParser when their line is
/// plain (``PlainLine``: words, and the command's own flags and options with their values).
///
/// ArgumentParser reflects on a command's properties and looks up the type of each property wrapper
/// among the binary's 9,900 protocol conformances, a pass over all of them for each new type: its
/// parse was 62% of a `query`'s instructions on 100,000 contacts and 43% of a `list mar --limit 50`'s
/// on a million (callgrind, 2026-11-29). Every other line — help, `--`, a short or unknown option, a
/// value glued with `=` or starting with `-`, an option given twice, a value ArgumentParser or
/// `validate()` would refuse — is left to ArgumentParser (``CommandLineParse``), which parses and
/// reports it as before. `CommandLineParseTests` checks that both parses give the same command, value
/// for value, and that a new property of one of these commands cannot go unnoticed.
enum QuickParse {
    /// The command `arguments` ask for; nil when ArgumentParser must parse them.
    static func command(_ arguments: [String]) -> (any ParsableCommand)? {
        let rest = arguments.dropFirst()
        switch arguments.first {
        case "query": return query(rest).flatMap { validated($0, $0.storeOptions) }
        case "list": return list(rest).flatMap { validated($0, $0.storeOptions, $0.pagerOptions) }
        case "show": return show(rest).flatMap { validated($0, $0.storeOptions, $0.pagerOptions) }
        case "move": return move(rest).flatMap { validated($0, $0.storeOptions) }
        default: return nil
        }
    }

    private static let storeOptionNames = ["--store", "--client"]

    private static func storeOptions(_ line: PlainLine) -> StoreOptions {
        var options = StoreOptions()
        options.store = line.value("--store")
        options.client = line.value("--client")
        return options
    }

    private static func pagerOptions(_ line: PlainLine) -> PagerOptions {
        var options = PagerOptions()
        options.noPager = line.has("--no-pager")
        return options
    }

    private static func query(_ arguments: ArraySlice<String>) -> ContactsCommand.Query? {
        guard let line = PlainLine(arguments, flags: [], options: storeOptionNames + ["--format"]),
            !line.words.isEmpty, let format = value(line.value("--format"), as: ContactsCommand.Query.Format.self)
        else { return nil }
        var query = ContactsCommand.Query()
        query.storeOptions = storeOptions(line)
        query.format = format ?? .mutt
        query.term = line.words
        return query
    }

    private static func list(_ arguments: ArraySlice<String>) -> ContactsCommand.List? {
        guard
            let line = PlainLine(
                arguments, flags: ["--no-pager", "--sorted", "--sections", "--has-photo", "--json", "--photos"],
                options: storeOptionNames + [
                    "--by", "--limit", "--offset", "--source", "--category", "--group", "--columns",
                ],
                repeatable: ["--category"]),
            let by = value(line.value("--by"), as: ContactsCommand.List.SortField.self),
            let limit = value(line.value("--limit"), as: Int.self),
            let offset = value(line.value("--offset"), as: Int.self)
        else { return nil }
        var list = ContactsCommand.List()
        list.storeOptions = storeOptions(line)
        list.pagerOptions = pagerOptions(line)
        list.query = line.words
        list.sorted = line.has("--sorted")
        list.by = by
        list.sections = line.has("--sections")
        list.limit = limit
        list.offset = offset ?? 0
        list.hasPhoto = line.has("--has-photo")
        list.source = line.value("--source")
        list.categories = line.allValues("--category")
        list.group = line.value("--group")
        list.columns = line.value("--columns")
        list.json = line.has("--json")
        list.photos = line.has("--photos")
        return list
    }

    private static func show(_ arguments: ArraySlice<String>) -> ContactsCommand.Show? {
        guard
            let line = PlainLine(
                arguments, flags: ["--no-pager", "--json", "--photo", "--raw", "--address"],
                options: storeOptionNames + ["--label"]),
            line.words.count == 1
        else { return nil }
        var show = ContactsCommand.Show()
        show.storeOptions = storeOptions(line)
        show.pagerOptions = pagerOptions(line)
        show.contact = line.words[0]
        show.json = line.has("--json")
        show.photo = line.has("--photo")
        show.raw = line.has("--raw")
        show.address = line.has("--address")
        show.label = line.value("--label")
        return show
    }

    private static func move(_ arguments: ArraySlice<String>) -> ContactsCommand.Move? {
        guard let line = PlainLine(arguments, flags: [], options: storeOptionNames), line.words.count == 2 else {
            return nil
        }
        var move = ContactsCommand.Move()
        move.storeOptions = storeOptions(line)
        move.from = line.words[0]
        move.to = line.words[1]
        return move
    }

    /// An option's value as ArgumentParser reads it (`T(argument:)`): `.some(nil)` when the line
    /// gives none, nil when ArgumentParser would refuse the one it gives.
    private static func value<T: ExpressibleByArgument>(_ text: String?, as type: T.Type) -> T?? {
        guard let text else { return .some(nil) }
        return T(argument: text).map { .some($0) }
    }

    /// `command`, when it passes the validation ArgumentParser runs after a parse: each of its option
    /// groups', then its own (none of which changes a value).
    private static func validated<Command: ParsableCommand>(
        _ command: Command, _ groups: any ParsableArguments...
    ) -> Command? {
        do {
            for var group in groups { try group.validate() }
            var command = command
            try command.validate()
            return command
        } catch {
            return nil
        }
    }
}
