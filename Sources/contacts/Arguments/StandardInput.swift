import Foundation

/// Standard input read whole, for `add -` and `add-email`.
enum StandardInput {
    /// Every byte up to end of input, or up to `limit` bytes (a mail's body is not needed whole).
    static func readAll(limit: Int = .max) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count < limit {
            let count = buffer.withUnsafeMutableBytes { Foundation.read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += buffer[0..<count]
        }
        return bytes
    }
}
