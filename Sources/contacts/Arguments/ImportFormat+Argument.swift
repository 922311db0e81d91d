import ArgumentParser
import ContactsKit
import Foundation

extension ImportFormat: ExpressibleByArgument {}

extension CSVField: ExpressibleByArgument {}

/// `--map COLUMN=field` options read into the column map ``ImportInput/reading(as:columnMap:)`` takes.
enum ColumnMapArgument {
    /// The map of `--map` values, by lower-cased column name.
    /// - Throws: `ValidationError` (exit 64) for a value without `=` or naming no field.
    static func parse(_ values: [String]) throws -> [String: CSVField] {
        var map: [String: CSVField] = [:]
        for value in values {
            guard let equals = value.lastIndex(of: "=") else {
                throw ValidationError("--map takes COLUMN=field, not '\(value)'")
            }
            let column = value[..<equals].trimmingCharacters(in: .whitespaces).lowercased()
            let name = value[value.index(after: equals)...].trimmingCharacters(in: .whitespaces).lowercased()
            guard !column.isEmpty, let field = CSVField(rawValue: name) else {
                throw ValidationError(
                    "--map \(value): the field must be one of \(CSVField.allCases.map(\.rawValue).joined(separator: ", "))"
                )
            }
            map[column] = field
        }
        return map
    }
}
