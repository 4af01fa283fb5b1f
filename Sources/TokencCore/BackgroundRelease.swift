import Dispatch

/// Drops the last references to large intermediate values on another thread.
///
/// Freeing a parse tree or a stage's scratch arrays means hundreds of thousands of small deallocations: done
/// where the values go out of scope, they hold up the stage that comes next on the critical path. Handed here,
/// they are freed while that stage runs. Reference counts are atomic, so the values may still share storage
/// with what the caller keeps; only the freeing moves.
enum BackgroundRelease {
    /// Holds the value until the queue runs; never read on two threads at once.
    private final class Holder<Value>: @unchecked Sendable {
        var value: Value?
        init(_ value: consuming Value) { self.value = value }
    }

    /// Releases `value` (pass it with `consume`) on a utility queue.
    static func release<Value>(_ value: consuming Value) {
        let holder = Holder(value)
        DispatchQueue.global(qos: .utility).async { holder.value = nil }
    }
}
