/// A counting semaphore for ``ThumbnailCache``'s decodes, kept inside the actor: at most `limit`
/// run at once; the rest wait in two queues, requests someone awaits before prefetches.
///
/// A waiting request that is cancelled leaves its queue at once (its continuation is resumed with
/// `false`); tokens left behind in a queue by a promotion or cancellation are skipped lazily.
struct DecodeSlots {
    let limit: Int
    private(set) var running = 0
    private var waiting: [UInt64: CheckedContinuation<Bool, Never>] = [:]
    private var urgent = TokenQueue()
    private var background = TokenQueue()

    init(limit: Int) {
        self.limit = max(1, limit)
    }

    /// Takes a slot if one is free.
    mutating func tryAcquire() -> Bool {
        guard running < limit else { return false }
        running += 1
        return true
    }

    /// Queues `token`; its continuation is resumed with `true` when it is handed a slot.
    mutating func enqueue(_ token: UInt64, urgent isUrgent: Bool, continuation: CheckedContinuation<Bool, Never>) {
        waiting[token] = continuation
        if isUrgent { urgent.append(token) } else { background.append(token) }
    }

    /// Moves a waiting `token` ahead of the prefetches (someone now awaits it).
    mutating func promote(_ token: UInt64) {
        if waiting[token] != nil { urgent.append(token) }
    }

    /// Takes a waiting `token` out of line; the caller resumes the returned continuation with `false`.
    mutating func withdraw(_ token: UInt64) -> CheckedContinuation<Bool, Never>? {
        waiting.removeValue(forKey: token)
    }

    /// Gives a finished decode's slot to the next in line (returned, to be resumed with `true`),
    /// or frees it when nobody waits.
    mutating func release() -> CheckedContinuation<Bool, Never>? {
        while let token = urgent.popFirst() ?? background.popFirst() {
            if let continuation = waiting.removeValue(forKey: token) { return continuation }
        }
        running -= 1
        return nil
    }

    /// A FIFO of tokens: an array and a read index, compacted when half is spent.
    private struct TokenQueue {
        private var tokens: [UInt64] = []
        private var head = 0

        mutating func append(_ token: UInt64) { tokens.append(token) }

        mutating func popFirst() -> UInt64? {
            guard head < tokens.count else { return nil }
            let token = tokens[head]
            head += 1
            if head > 64, head * 2 > tokens.count {
                tokens.removeFirst(head)
                head = 0
            }
            return token
        }
    }
}
