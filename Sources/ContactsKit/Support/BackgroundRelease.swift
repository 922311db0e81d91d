import Foundation

/// Frees large values on another thread: a link's 100,000 profiles, its groups and search
/// documents took about 0.1 s to free on the writing thread, between its last statement and the
/// commit, while the other core was idle.
enum BackgroundRelease {
    /// Takes `value` and lets it go on a background thread, a few milliseconds later: by then the
    /// caller should hold no other reference to it (pass a value at its last use, or reset the
    /// variable right after). If it still does, the value is freed where its last reference goes,
    /// as without this.
    static func drop<Value>(_ value: Value) {
        let box = Box(value)
        DispatchQueue.global(qos: .utility).asyncAfter(deadline: .now() + .milliseconds(5)) { box.empty() }
    }

    /// The value until ``empty()``: whichever thread releases the box last, the value itself is
    /// freed where ``empty()`` runs.
    private final class Box<Value>: @unchecked Sendable {
        private var value: Value?

        init(_ value: Value) {
            self.value = value
        }

        /// Lets the value go (once, on the background thread; `init` happened before it).
        func empty() {
            value = nil
        }
    }
}
