/// What PhotoBenchmark and PhotoStoreBenchmark are told: `--photos N` (1,000), `--runs N` (3, the
/// median is reported), and any other option by name.
public struct PhotoBenchmarkOptions {
    private let arguments: [String]
    /// How many photos to generate.
    public let photoCount: Int
    /// How many times each scenario runs.
    public let runs: Int

    /// The options of this process.
    public init(arguments: [String] = Array(CommandLine.arguments.dropFirst())) {
        self.arguments = arguments
        photoCount = Self.value(of: "--photos", in: arguments).flatMap(Int.init) ?? 1000
        runs = max(1, Self.value(of: "--runs", in: arguments).flatMap(Int.init) ?? 3)
    }

    /// The word after `name` (`--write-jpegs DIR`), if it was given.
    public func value(of name: String) -> String? {
        Self.value(of: name, in: arguments)
    }

    private static func value(of name: String, in arguments: [String]) -> String? {
        guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
        return arguments[index + 1]
    }
}
