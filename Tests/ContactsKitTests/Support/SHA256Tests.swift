@testable import ContactsKit
import Testing

/// ``SHA256`` against FIPS 180-4's examples and Python's `hashlib` on every message length around
/// the padding's one- and two-block boundaries.
@Suite struct SHA256Tests {
    static func hex(_ digest: [UInt8]) -> String {
        digest.map { String($0 >> 4, radix: 16) + String($0 & 15, radix: 16) }.joined()
    }

    @Test func standardExamples() {
        #expect(Self.hex(SHA256.hash([UInt8]())) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(
            Self.hex(SHA256.hash(Array("abc".utf8)))
                == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            Self.hex(SHA256.hash(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(
            Self.hex(SHA256.hash([UInt8](repeating: 0x61, count: 1_000_000)))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// The digest of the digests of the messages of 0 to 199 bytes (byte `i` is `i × 131 + 7`):
    /// every length of a one-, two-, three- and four-block message, as Python's `hashlib` gives it.
    @Test func everyLengthAroundTheBlockBoundaries() {
        var digests: [UInt8] = []
        for length in 0..<200 {
            digests += SHA256.hash((0..<length).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 7) })
        }
        #expect(Self.hex(SHA256.hash(digests)) == "67337d0362618e06f91f2407857be493cdcbc33e25d26bc2f699f5122e287af8")
    }

    /// A collection without contiguous storage hashes as its bytes do.
    @Test func nonContiguousCollections() {
        let lazyBytes = (0..<100).lazy.map { UInt8($0) }
        #expect(Self.hex(SHA256.hash(lazyBytes)) == "bce0aff19cf5aa6a7469a30d61d04e4376e4bbf6381052ee9e7f33925c954d52")
        #expect(SHA256.hash(lazyBytes) == SHA256.hash(Array(0..<100).map { UInt8($0) }))
    }
}
