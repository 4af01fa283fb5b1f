/// Token indices by dotted path, looked up with an alias's text (`color.primary`) without building a dotted
/// string per token: an open-addressing table of indices whose keys are hashed from the path's components
/// and compared byte by byte.
struct PathIndex: Sendable {
    private let paths: [TokenPath]
    /// Token index per slot, -1 where empty; the count is a power of two at least twice the paths'.
    private var slots: [Int32]

    /// Indexes `paths`; where a path occurs twice, the later index wins.
    init(_ paths: [TokenPath]) {
        self.paths = paths
        var capacity = 16
        while capacity < paths.count * 2 { capacity *= 2 }
        slots = [Int32](repeating: -1, count: capacity)
        let mask = capacity - 1
        let hashes = Parallel.array(paths.count, length: 4096) { [paths] in Self.hash(paths[$0]) }
        for (index, hash) in hashes.enumerated() {
            var slot = hash & mask
            while slots[slot] >= 0, paths[Int(slots[slot])] != paths[index] { slot = (slot + 1) & mask }
            slots[slot] = Int32(index)
        }
    }

    /// The index of the token whose dotted path is `dotted`.
    subscript(dotted: some StringProtocol) -> Int? {
        let mask = slots.count - 1
        var slot = Self.hash(dotted: dotted) & mask
        while slots[slot] >= 0 {
            let index = Int(slots[slot])
            if Self.path(paths[index], equals: dotted) { return index }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Every indexed path, dotted (for suggestions after a miss).
    var dottedPaths: some Sequence<String> { paths.lazy.map(\.description) }

    /// FNV-1a over the bytes of the components joined by `.`, then mixed so the low bits spread.
    private static func hash(_ path: TokenPath) -> Int {
        var state: UInt64 = 0xcbf2_9ce4_8422_2325
        for (position, component) in path.components.enumerated() {
            if position > 0 { state = (state ^ UInt64(UInt8(ascii: "."))) &* 0x100_0000_01b3 }
            for byte in component.utf8 { state = (state ^ UInt64(byte)) &* 0x100_0000_01b3 }
        }
        return mix(state)
    }

    private static func hash(dotted: some StringProtocol) -> Int {
        var state: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in dotted.utf8 { state = (state ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return mix(state)
    }

    private static func mix(_ state: UInt64) -> Int {
        Int(truncatingIfNeeded: ((state ^ (state >> 29)) &* 0xbf58_476d_1ce4_e5b9) >> 16)
    }

    /// Whether `path`'s components joined by `.` are exactly `dotted`'s bytes.
    private static func path(_ path: TokenPath, equals dotted: some StringProtocol) -> Bool {
        var remaining = dotted.utf8[...]
        for (position, component) in path.components.enumerated() {
            if position > 0 {
                guard remaining.first == UInt8(ascii: ".") else { return false }
                remaining = remaining.dropFirst()
            }
            guard remaining.starts(with: component.utf8) else { return false }
            remaining = remaining.dropFirst(component.utf8.count)
        }
        return remaining.isEmpty
    }
}
