extension ImportInput {
    /// The input read as `format` (nil: told by its content), a CSV file's unnamed columns read as `columnMap` says.
    public func reading(as format: ImportFormat?, columnMap: [String: CSVField] = [:]) -> ImportInput {
        var input = self
        input.format = format
        input.columnMap = columnMap
        return input
    }

    /// Checks that a file is in a format import reads (for CSV, that its header names a known
    /// column), before anything is stored; standard input is checked as it is read.
    /// - Throws: ``ContactStoreError/unrecognizedFormat(path:reason:)``,
    ///   ``ContactStoreError/unknownCSVColumns(path:)``, or
    ///   ``ContactStoreError/unreadableInput(path:reason:)``.
    func checkFormat() throws {
        guard path != nil else { return }
        let chunks = try open()
        defer { chunks.close() }
        let head = HeadChunks(chunks)
        let format = try head.format(forced: format, path: displayPath)
        if format != .vcard {
            var headOnly = head.head[...]
            _ = try ForeignReader(
                format,
                lines: TextLines {
                    defer { headOnly = [] }
                    return headOnly.isEmpty ? nil : Array(headOnly)
                }, file: displayPath, columnMap: columnMap)
        }
    }
}
