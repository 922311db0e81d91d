import FuzzSupport

// Built by Fuzz/run.sh with `-DFUZZING -sanitize=fuzzer,address`, this is a libFuzzer target (libFuzzer
// provides `main`); built plainly, it replays files through the same checks, or writes seed photos.

#if FUZZING
/// libFuzzer's entry point: one input, checked by ``PhotoChecks``.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    PhotoChecks.run(bytes)
    return 0
}
#else
/// Replays files through ``PhotoChecks`` without the fuzzer, or (`--seeds`) writes the seed corpus.
@main enum PhotoHeaderReplay {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == "--seeds" {
            PhotoSeeds.write(arguments: Array(arguments.dropFirst()))
            return
        }
        Replay.run(
            arguments,
            usage: """
                usage: PhotoHeaderFuzzer FILE|FOLDER...  (replays inputs through the photo fuzz checks)
                       PhotoHeaderFuzzer --seeds OUTPUT-FOLDER VCF-FILE|FOLDER...  (writes the seed photos)
                """,
            check: PhotoChecks.run
        )
    }
}
#endif
