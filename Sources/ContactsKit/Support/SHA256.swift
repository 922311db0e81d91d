/// SHA-256 (FIPS 180-4), for content hashes: a card's identity when it has no UID, and whether a
/// re-imported card changed. Small and dependency-free. The message schedule lives on the stack and
/// blocks are read in place: a 500-byte card hashes in 2.6–5.4 µs (release, shared machine), where
/// allocating the schedule and copying the message for every block took 6.1–8.9 µs.
enum SHA256 {
    private static let k: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    /// The digest of `bytes`.
    static func hash<C: Collection>(_ bytes: C) -> [UInt8] where C.Element == UInt8 {
        if let digest = bytes.withContiguousStorageIfAvailable({ hash(UnsafeRawBufferPointer($0)) }) { return digest }
        return Array(bytes).withUnsafeBytes { hash($0) }
    }

    private static func hash(_ message: UnsafeRawBufferPointer) -> [UInt8] {
        var state: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) =
            (0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19)
        return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { schedule in
            k.withUnsafeBufferPointer { k in
                let whole = message.count / 64 * 64
                var offset = 0
                while offset < whole {
                    compress(UnsafeRawBufferPointer(rebasing: message[offset..<offset + 64]), &state, schedule, k)
                    offset += 64
                }
                // The padding: the rest of the message, a 1 bit, zeros, and the length in bits, in
                // one block or two.
                var tail = [UInt8](message[whole...])
                tail.append(0x80)
                while tail.count % 64 != 56 { tail.append(0) }
                let bitLength = UInt64(message.count) &* 8
                for shift in stride(from: 56, through: 0, by: -8) {
                    tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
                }
                tail.withUnsafeBytes { tail in
                    for start in stride(from: 0, to: tail.count, by: 64) {
                        compress(UnsafeRawBufferPointer(rebasing: tail[start..<start + 64]), &state, schedule, k)
                    }
                }
            }
            let bigEndian = (
                state.0.bigEndian, state.1.bigEndian, state.2.bigEndian, state.3.bigEndian,
                state.4.bigEndian, state.5.bigEndian, state.6.bigEndian, state.7.bigEndian
            )
            return withUnsafeBytes(of: bigEndian) { Array($0) }
        }
    }

    /// One 64-byte block into `state`; `w` is the 64-word message schedule's room.
    @inline(__always)
    private static func compress(
        _ block: UnsafeRawBufferPointer,
        _ state: inout (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32),
        _ w: UnsafeMutableBufferPointer<UInt32>, _ k: UnsafeBufferPointer<UInt32>
    ) {
        for i in 0..<16 { w[i] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self)) }
        for i in 16..<64 {
            let s0 = w[i - 15].rotatedRight(7) ^ w[i - 15].rotatedRight(18) ^ (w[i - 15] >> 3)
            let s1 = w[i - 2].rotatedRight(17) ^ w[i - 2].rotatedRight(19) ^ (w[i - 2] >> 10)
            w[i] = w[i - 16] &+ s0 &+ w[i - 7] &+ s1
        }
        var (a, b, c, d, e, f, g, h) = state
        for i in 0..<64 {
            let s1 = e.rotatedRight(6) ^ e.rotatedRight(11) ^ e.rotatedRight(25)
            let choice = (e & f) ^ (~e & g)
            let t1 = h &+ s1 &+ choice &+ k[i] &+ w[i]
            let s0 = a.rotatedRight(2) ^ a.rotatedRight(13) ^ a.rotatedRight(22)
            let majority = (a & b) ^ (a & c) ^ (b & c)
            let t2 = s0 &+ majority
            h = g; g = f; f = e; e = d &+ t1
            d = c; c = b; b = a; a = t1 &+ t2
        }
        state = (
            state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d, state.4 &+ e, state.5 &+ f, state.6 &+ g,
            state.7 &+ h
        )
    }
}

extension UInt32 {
    fileprivate func rotatedRight(_ count: UInt32) -> UInt32 { self >> count | self << (32 - count) }
}
