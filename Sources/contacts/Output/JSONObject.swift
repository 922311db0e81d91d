/// One JSON object of a `--json` output, its keys in the order they are added (docs/usage.md's).
/// Keys are the names docs/usage.md gives, written as they are.
///
/// ```swift
/// try output.write(JSONObject(["source": .string(name), "cards": .int(count)]).line)
/// ```
struct JSONObject {
    private var members = ""

    /// An object with `fields`, in their order.
    init(_ fields: KeyValuePairs<String, JSONValue> = [:]) {
        for (key, value) in fields { add(key, value) }
    }

    /// Adds `key` with `value` after the keys added before.
    mutating func add(_ key: String, _ value: JSONValue) {
        members += members.isEmpty ? "\"" : ",\""
        members += key
        members += "\":"
        value.write(into: &members)
    }

    /// Adds the keys of `other` after the keys added before.
    mutating func add(contentsOf other: JSONObject) {
        guard !other.members.isEmpty else { return }
        members += (members.isEmpty ? "" : ",") + other.members
    }

    /// Appends the object as JSON text to `text`.
    func write(into text: inout String) {
        text += "{"
        text += members
        text += "}"
    }

    /// The object as JSON text.
    var json: String { "{" + members + "}" }

    /// The object and a line break: a line of JSON Lines.
    var line: String { "{" + members + "}\n" }
}
