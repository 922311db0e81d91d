import Foundation

/// The command line: `[--people N] [--duplicates RATE] [--seed N] [--show-errors N] [--keep DIR]`.
struct Options {
    var people = 10_000
    var duplicates = 0.15
    var seed: UInt64 = 1
    var showErrors = 0
    /// Keep the corpus files and store in this folder instead of a temporary one removed at the end.
    var keep: String?
    /// Import without linking, then link the whole store at once (``ContactStore/linkAutomatically()``),
    /// to time linking on demand.
    var linkAfterImport = false
    /// Read a labeled folder (`Benchmarks/heldout/generate.py`'s) instead of generating a corpus.
    var corpus: String?

    static let usage = """
        usage: LinkEvaluation [--people N] [--duplicates RATE] [--seed N] [--show-errors N] [--keep DIR] [--link-after-import]
               LinkEvaluation --corpus DIR [--show-errors N] [--keep DIR] [--link-after-import]
          --people N        people to generate (default 10000)
          --duplicates R    share of people in 2 or 3 sources, 0...1 (default 0.15)
          --seed N          random seed; the same seed gives the same corpus (default 1)
          --show-errors N   print up to N wrongly joined contacts and N missed pairs, with their cards
          --keep DIR        write the .vcf files and the store to DIR and keep them
          --link-after-import  import without linking, then time linking the whole store on demand
          --corpus DIR      score a labeled folder (<source>.vcf files, labels.tsv, people.tsv, negatives.tsv)
                            written by another generator, e.g. Benchmarks/heldout/generate.py
        """

    /// Parses the arguments; on a mistake prints the usage to stderr and exits 64 (as ArgumentParser).
    static func parse(_ arguments: [String]) -> Options {
        var options = Options()
        var rest = arguments[...]
        func fail(_ message: String) -> Never {
            FileHandle.standardError.write(Data("error: \(message)\n\(usage)\n".utf8))
            exit(64)
        }
        func number<Number: LosslessStringConvertible>(_ flag: String, _ value: String) -> Number {
            guard let number = Number(value) else { fail("\(flag) wants a number, not \(value)") }
            return number
        }
        while let flag = rest.popFirst() {
            if flag == "--help" || flag == "-h" {
                print(usage)
                exit(0)
            }
            if flag == "--link-after-import" {
                options.linkAfterImport = true
                continue
            }
            guard let value = rest.popFirst() else { fail("\(flag) needs a value") }
            switch flag {
            case "--people": options.people = number(flag, value)
            case "--duplicates": options.duplicates = number(flag, value)
            case "--seed": options.seed = number(flag, value)
            case "--show-errors": options.showErrors = number(flag, value)
            case "--keep": options.keep = value
            case "--corpus": options.corpus = value
            default: fail("unknown option \(flag)")
            }
        }
        if options.people < 0 { fail("--people must not be negative") }
        if !(0...1).contains(options.duplicates) { fail("--duplicates must be between 0 and 1") }
        if options.showErrors < 0 { fail("--show-errors must not be negative") }
        return options
    }
}
