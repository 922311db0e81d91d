// What the benchmarks share (and PhotoCodecTests): a seeded generator, so every run measures the same data, and timing.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A small, fast, seeded generator (SplitMix64): the same seed gives the same cards on every run.
public struct SplitMix64: RandomNumberGenerator {
    public var state: UInt64

    public init(state: UInt64) {
        self.state = state
    }

    /// A generator starting from `seed` (the same as `init(state:)`, as the tests call it).
    public init(seed: UInt64) {
        self.state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in 0..<bound.
    public mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// An index in 0..<count, skewed towards 0 (a Zipf-like pick: common names come up more).
    public mutating func skewed(_ count: Int) -> Int {
        let unit = Double(next() >> 11) / Double(1 << 53)
        return min(count - 1, Int(unit * unit * Double(count)))
    }

    /// `count` random decimal digits.
    public mutating func digits(_ count: Int) -> String {
        var text = ""
        for _ in 0..<count { text.append(Character(Unicode.Scalar(UInt8(48 + below(10))))) }
        return text
    }
}

/// Monotonic time in seconds.
public func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// CPU time this process has used, in seconds (all threads): a measure a busy machine disturbs less
/// than wall time.
public func cpuTime() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// The median of measurements (the mean of the middle two for an even count).
public func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1
        ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}
