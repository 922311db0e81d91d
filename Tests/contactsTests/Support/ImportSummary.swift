/// The counts of the summary line `imported N, updated N, unchanged N, skipped N deleted, rejected N`
/// (with its line break); nil when the text is not exactly that line.
struct ImportSummary: Equatable {
    var imported: Int
    var updated: Int
    var unchanged: Int
    var skippedDeleted: Int
    var rejected: Int

    init?(_ line: String) {
        let numbers = line.split { !$0.isNumber }.compactMap { Int($0) }
        guard numbers.count == 5,
            line == """
                imported \(numbers[0]), updated \(numbers[1]), unchanged \(numbers[2]), skipped \(numbers[3]) deleted, rejected \(numbers[4])

                """
        else { return nil }
        (imported, updated, unchanged, skippedDeleted, rejected) = (
            numbers[0], numbers[1], numbers[2], numbers[3], numbers[4]
        )
    }
}
