#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Stops the process with `message` when `condition` is false: libFuzzer reports it as a crash
/// ("deadly signal") and keeps the input that caused it.
///
/// A fuzz target checks what the library promises with this, not with `assert`, which release
/// builds (the fuzz build is one) drop.
/// - Parameters:
///   - condition: what must hold for every input.
///   - message: what broke, with enough of the values to see why.
public func invariant(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
    file: StaticString = #fileID, line: UInt = #line
) {
    guard !condition() else { return }
    var text = "invariant broken at \(file):\(line): \(message())\n"
    text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
    abort()
}
