import Foundation

/// Token indices by dotted path, looked up with an alias's text (`color.primary`) without making a string:
/// every path is spelled out once, dotted, in one byte buffer, and an open-addressing table of indices is
/// keyed by a hash of those bytes and compared with them. A class, so that a lookup, which reads the bytes
/// through a closure, retains one reference rather than each of its three arrays.
final class PathIndex: Sendable {
    /// Every path's dotted spelling, one after another.
    private let spelled: [UInt8]
    /// Where each path's spelling starts in `spelled`, plus the end as the last entry.
    private let starts: [Int]
    /// Token index per slot, -1 where empty; the count is a power of two at least twice the paths'.
    private let slots: [Int32]

    /// Indexes `paths`; where a path occurs twice, the later index wins.
    init(_ paths: [TokenPath]) {
        var spelled: [UInt8] = []
        var starts = [0]
        starts.reserveCapacity(paths.count + 1)
        for path in paths {
            path.appendDotted(to: &spelled)
            starts.append(spelled.count)
        }
        self.spelled = spelled
        self.starts = starts

        var capacity = 16
        while capacity < paths.count * 2 { capacity *= 2 }
        var slots = [Int32](repeating: -1, count: capacity)
        let mask = capacity - 1
        spelled.withUnsafeBufferPointer { all in
            for index in 0..<paths.count {
                let bytes = UnsafeBufferPointer(rebasing: all[starts[index]..<starts[index + 1]])
                var slot = Self.hash(bytes) & mask
                while slots[slot] >= 0, !Self.equal(all, starts, Int(slots[slot]), bytes) { slot = (slot + 1) & mask }
                slots[slot] = Int32(index)
            }
        }
        self.slots = slots
    }

    /// The index of the token whose dotted path is `dotted`, or else of the `$root` token of the group whose path
    /// it is: peer tools read `{color.accent}` as `{color.accent.$root}` (the resolver says so, `[root-alias]`).
    subscript(dotted: some StringProtocol) -> Int? {
        if let found = dotted.utf8.withContiguousStorageIfAvailable({ index(of: $0) }) ?? nil { return found }
        var bytes = Array(dotted.utf8)
        if let found = bytes.withUnsafeBufferPointer({ index(of: $0) }) { return found }
        bytes.append(contentsOf: ".$root".utf8)
        return bytes.withUnsafeBufferPointer { index(of: $0) }
    }

    /// Every indexed path, dotted (for suggestions after a miss).
    var dottedPaths: some Sequence<String> {
        (0..<(starts.count - 1)).lazy.map { [spelled, starts] in
            String(decoding: spelled[starts[$0]..<starts[$0 + 1]], as: UTF8.self)
        }
    }

    private func index(of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let mask = slots.count - 1
        var slot = Self.hash(bytes) & mask
        return spelled.withUnsafeBufferPointer { all in
            while slots[slot] >= 0 {
                let index = Int(slots[slot])
                if Self.equal(all, starts, index, bytes) { return index }
                slot = (slot + 1) & mask
            }
            return nil
        }
    }

    /// Whether path `index`'s spelling is exactly `bytes`.
    private static func equal(
        _ all: UnsafeBufferPointer<UInt8>, _ starts: [Int], _ index: Int, _ bytes: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        let start = starts[index]
        let count = starts[index + 1] - start
        guard count == bytes.count else { return false }
        guard count > 0 else { return true }
        return memcmp(all.baseAddress! + start, bytes.baseAddress!, count) == 0
    }

    /// FNV-1a over the bytes, then mixed so the low bits spread.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var state: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { state = (state ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return Int(truncatingIfNeeded: ((state ^ (state >> 29)) &* 0xbf58_476d_1ce4_e5b9) >> 16)
    }
}
