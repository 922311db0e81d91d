/// Decisions a fuzz target takes from its input bytes (chunk sizes, a thumbnail side, …), always
/// the same for the same input so that a crash replays.
///
/// The bytes are hashed (FNV-1a) into the seed of a SplitMix64 generator: every decision depends
/// on the whole input, and the fuzzer needs no bytes set aside for them.
public struct FuzzInput {
    private var state: UInt64

    /// A generator seeded by `bytes`.
    public init(seed bytes: [UInt8]) {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        state = hash
    }

    /// The next 64 random bits (SplitMix64).
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `range`.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// `bytes` cut into chunks of random sizes: mostly 1 to 16 bytes (so that boundaries fall inside
    /// line endings, folds, UTF-8 sequences and escapes), sometimes up to 4 KiB, and now and then empty.
    public mutating func chunks(of bytes: [UInt8]) -> [[UInt8]] {
        var chunks: [[UInt8]] = []
        var start = 0
        while start < bytes.count {
            let size: Int
            switch int(in: 0...15) {
            case 0: size = 0
            case 1...11: size = int(in: 1...16)
            default: size = int(in: 17...4096)
            }
            let end = min(bytes.count, start + size)
            chunks.append(Array(bytes[start..<end]))
            start = end
        }
        return chunks
    }
}
