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

    /// `element(0) … element(count - 1)` as one array, made on all cores in runs of at most `length` and
    /// written straight into place (no per-run arrays to join and copy).
    static func array<Element>(_ count: Int, length: Int, _ element: @Sendable (Int) -> Element) -> [Element] {
        guard count > length else { return (0..<count).map(element) }
        let ranges = runs(count, length: length)
        return [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            let base = Base(address: buffer.baseAddress!)
            DispatchQueue.concurrentPerform(iterations: ranges.count) { run in
                for index in ranges[run] { (base.address + index).initialize(to: element(index)) }
            }
            initialized = count
        }
    }

    /// The start of a buffer whose distinct elements distinct iterations initialize.
    private struct Base<Element>: @unchecked Sendable {
        let address: UnsafeMutablePointer<Element>
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

    /// `first()` and `second()`, at the same time.
    static func both<First, Second>(_ first: @Sendable () -> First, _ second: @Sendable () -> Second) -> (First, Second) {
        let firstSlot = Slots<First>(count: 1)
        let secondSlot = Slots<Second>(count: 1)
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            if index == 0 {
                firstSlot.buffer[0] = first()
            } else {
                secondSlot.buffer[0] = second()
            }
        }
        return (firstSlot.buffer[0]!, secondSlot.buffer[0]!)
    }

    /// The pieces one after another in one buffer, copied into place on all cores.
    static func concatenate(_ pieces: [[UInt8]]) -> [UInt8] {
        var offsets: [Int] = []
        offsets.reserveCapacity(pieces.count)
        var total = 0
        for piece in pieces {
            offsets.append(total)
            total += piece.count
        }
        guard total > 0 else { return [] }
        return [UInt8](unsafeUninitializedCapacity: total) { buffer, initialized in
            let base = Base(address: buffer.baseAddress!)
            DispatchQueue.concurrentPerform(iterations: pieces.count) { [offsets] index in
                pieces[index].withUnsafeBufferPointer { piece in
                    guard let start = piece.baseAddress else { return }
                    (base.address + offsets[index]).initialize(from: start, count: piece.count)
                }
            }
            initialized = total
        }
    }
}
