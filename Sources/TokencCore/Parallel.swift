import Dispatch

/// Maps over indices on all cores, keeping the results' order.
enum Parallel {
    /// Distinct slots written by distinct iterations, so concurrent writes never overlap.
    private final class Slots<Value>: @unchecked Sendable {
        let buffer: UnsafeMutableBufferPointer<Value?>
        init(count: Int) {
            buffer = .allocate(capacity: count)
            buffer.initialize(repeating: nil)
        }
        deinit {
            buffer.deinitialize()
            buffer.deallocate()
        }
    }

    /// `0..<count` cut into consecutive ranges of at most `length` (one empty range when `count` is 0), so work
    /// on one big group can still be spread over the cores.
    static func runs(_ count: Int, length: Int) -> [Range<Int>] {
        stride(from: 0, to: max(count, 1), by: length).map { $0..<min(count, $0 + length) }
    }

    /// `transform(0) … transform(count - 1)`, computed concurrently when there is more than one.
    static func map<Value>(_ count: Int, _ transform: @Sendable (Int) -> Value) -> [Value] {
        guard count > 1 else { return (0..<count).map(transform) }
        let slots = Slots<Value>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            slots.buffer[index] = transform(index)
        }
        return slots.buffer.map { $0! }
    }
}
