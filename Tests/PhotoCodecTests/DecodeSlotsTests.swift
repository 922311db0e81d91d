import Testing

@testable import PhotoCodec

/// The semaphore bounding decodes: a fixed number run, waiting requests that someone awaits go
/// before prefetches, and a withdrawn request is told so.
@Suite struct DecodeSlotsTests {
    /// `DecodeSlots` inside an actor, as `ThumbnailCache` holds it, recording who got a slot.
    actor Harness {
        var slots: DecodeSlots
        var granted: [UInt64] = []
        var queued = 0

        init(limit: Int) { slots = DecodeSlots(limit: limit) }

        func acquire(_ token: UInt64, urgent: Bool) async -> Bool {
            if slots.tryAcquire() {
                granted.append(token)
                return true
            }
            queued += 1
            let ok = await withCheckedContinuation { slots.enqueue(token, urgent: urgent, continuation: $0) }
            if ok { granted.append(token) }
            return ok
        }

        func release() { slots.release()?.resume(returning: true) }
        func promote(_ token: UInt64) { slots.promote(token) }
        func withdraw(_ token: UInt64) { slots.withdraw(token)?.resume(returning: false) }
    }

    private func waitForQueue(_ harness: Harness, _ count: Int) async {
        while await harness.queued < count { await Task.yield() }
    }

    @Test func onlyTheLimitRunsAndUrgentRequestsGoFirst() async {
        let harness = Harness(limit: 2)
        #expect(await harness.acquire(1, urgent: false))
        #expect(await harness.acquire(2, urgent: false))
        let prefetch = Task { await harness.acquire(3, urgent: false) }
        await waitForQueue(harness, 1)
        let direct = Task { await harness.acquire(4, urgent: true) }
        await waitForQueue(harness, 2)
        #expect(await harness.granted == [1, 2], "two slots, two running")
        await harness.release()
        #expect(await direct.value)
        await harness.release()
        #expect(await prefetch.value)
        #expect(await harness.granted == [1, 2, 4, 3])
    }

    @Test func aPromotedPrefetchOvertakesTheOthers() async {
        let harness = Harness(limit: 1)
        #expect(await harness.acquire(1, urgent: false))
        let first = Task { await harness.acquire(2, urgent: false) }
        await waitForQueue(harness, 1)
        let second = Task { await harness.acquire(3, urgent: false) }
        await waitForQueue(harness, 2)
        await harness.promote(3)
        await harness.release()
        #expect(await second.value)
        await harness.release()
        #expect(await first.value)
        #expect(await harness.granted == [1, 3, 2])
    }

    @Test func aWithdrawnRequestIsToldNoAndDoesNotTakeASlot() async {
        let harness = Harness(limit: 1)
        #expect(await harness.acquire(1, urgent: false))
        let withdrawn = Task { await harness.acquire(2, urgent: true) }
        await waitForQueue(harness, 1)
        await harness.withdraw(2)
        #expect(await withdrawn.value == false)
        await harness.release()
        #expect(await harness.acquire(3, urgent: false), "the slot was freed, not handed to the withdrawn one")
    }
}
