import Synchronization

/// Latin readings already made, by the name they read.
///
/// ICU builds a transliterator for every `applyingTransform` call, which costs far more than the
/// reading itself; names repeat (a book of Japanese or Russian names holds a few hundred given
/// names), so an import or a relink asks for each reading once. Bounded: when full it starts again.
final class LatinReadings: Sendable {
    /// The readings every profile shares.
    static let shared = LatinReadings(capacity: 20_000)

    private let capacity: Int
    private let readings = Mutex<[String: String]>([:])

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The reading of `text`, made by `read` the first time it is asked for.
    func reading(of text: String, _ read: (String) -> String) -> String {
        if let known = readings.withLock({ $0[text] }) { return known }
        let reading = read(text)
        readings.withLock { readings in
            if readings.count >= capacity { readings.removeAll(keepingCapacity: true) }
            readings[text] = reading
        }
        return reading
    }
}
