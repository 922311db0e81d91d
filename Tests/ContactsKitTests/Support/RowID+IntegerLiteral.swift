@testable import ContactsKit

// Row ids written as numbers in tests (`pair(10, 20)`, `[[10, 20, 30]]`): the library itself never
// makes one from a literal.

extension ContactRowID: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int64) { self.init(rawValue: value) }
}

extension RawContactRowID: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int64) { self.init(rawValue: value) }
}
