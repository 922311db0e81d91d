import FuzzSupport

// Built by Fuzz/run.sh with `-DFUZZING -sanitize=fuzzer,address`, this is a libFuzzer target (libFuzzer
// provides `main`); built plainly, it replays files through the same checks.

#if FUZZING
/// libFuzzer's entry point: one input, checked by ``ReaderChecks``.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    ReaderChecks.run(bytes)
    return 0
}
#else
/// Replays files through ``ReaderChecks`` without the fuzzer.
@main enum VCardReaderReplay {
    static func main() {
        Replay.run(
            Array(CommandLine.arguments.dropFirst()),
            usage: "usage: VCardReaderFuzzer FILE|FOLDER... (replays inputs through the vCard reader's fuzz checks)",
            check: ReaderChecks.run
        )
    }
}
#endif
