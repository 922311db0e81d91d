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
        if arguments.first == "--stats" {
            var counts: [String: Int] = [:]
            Replay.run(Array(arguments.dropFirst()), usage: usage, quiet: true) {
                counts[PhotoChecks.outcome($0), default: 0] += 1
            }
            for (outcome, count) in counts.sorted(by: { $0.key < $1.key }) { print("\(count)\t\(outcome)") }
            return
        }
        Replay.run(arguments, usage: usage, check: PhotoChecks.run)
    }

    static let usage = """
        usage: PhotoHeaderFuzzer FILE|FOLDER...  (replays inputs through the photo fuzz checks)
               PhotoHeaderFuzzer --stats FILE|FOLDER...  (the same, counting what became of each input)
               PhotoHeaderFuzzer --seeds OUTPUT-FOLDER VCF-FILE|FOLDER...  (writes the seed photos)
        """
}
#endif
