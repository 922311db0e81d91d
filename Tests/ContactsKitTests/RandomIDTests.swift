@testable import ContactsKit
import Testing

@Suite struct RandomIDTests {
    @Test func idsDrawnTogetherAreDistinctVersion4UUIDs() {
        let ids = RandomID.make(count: 1_000) + (0..<100).map { _ in RandomID.make() }
        #expect(Set(ids).count == ids.count)
        for id in ids {
            let parts = id.split(separator: "-").map(\.count)
            #expect(parts == [8, 4, 4, 4, 12], "\(id)")
            #expect(Array(id)[14] == "4", "version 4: \(id)")
            #expect("89ab".contains(Array(id)[19]), "RFC 4122 variant: \(id)")
            #expect(id == id.lowercased())
        }
    }
}
