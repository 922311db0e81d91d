extension VCardProperty {
    /// Creates a property whose name is already upper-case (the parser's fast path).
    init(canonicalGroup group: String?, name: String, parameters: [VCardParameter], value: String) {
        self.group = group
        self.name = name
        self.parameters = parameters
        self.value = value
    }
}

extension VCardParameter {
    /// Creates a parameter whose name is already upper-case (the parser's fast path).
    init(canonicalName name: String, values: [String]) {
        self.name = name
        self.values = values
    }
}
