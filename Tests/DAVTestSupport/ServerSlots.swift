/// Bounds how many test servers run at once: the suites run in parallel, and forty Python servers
/// starting together on two cores take longer than any start-up deadline.
actor ServerSlots {
    static let shared = ServerSlots(count: 2)

    private var free: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(count: Int) {
        free = count
    }

    /// Waits for a free slot and takes it.
    func acquire() async {
        if free > 0 {
            free -= 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Gives a slot back, to the longest waiter if there is one.
    func release() {
        if waiting.isEmpty {
            free += 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}
