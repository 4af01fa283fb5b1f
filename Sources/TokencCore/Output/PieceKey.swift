/// The digest of everything a kept piece of output is made from (a docs page, a run of the preview page, the
/// JSON model or the Swift file: ``DocsPageReuse``, ``PieceReuse``). Parts are length-prefixed, so that no two
/// lists of parts give the same bytes; a token goes in as its fingerprint (``TokenFingerprints``). The bytes
/// are hashed as they come, a few kilobytes at a time.
struct PieceKey {
    private var hash = XXH64.State()
    private var count = 0
    private var bytes: [UInt8] = []

    /// A key that starts with `kind` (what the piece is, and the version of what its key holds).
    init(_ kind: String) {
        bytes.reserveCapacity(16_384)
        add(kind)
    }

    /// Adds a text; nil (nothing to show) is told apart from every text.
    mutating func add(_ text: String?) {
        guard let text else {
            bytes.append(UInt8(ascii: "-"))
            return
        }
        bytes += String(text.utf8.count).utf8
        bytes.append(UInt8(ascii: ":"))
        bytes += text.utf8
        if bytes.count >= 16_384 { flush() }
    }

    /// Adds a token's fingerprint.
    mutating func add(fingerprint: UInt64) {
        withUnsafeBytes(of: fingerprint.littleEndian) { bytes += $0 }
    }

    /// The key as the build record keeps it.
    mutating func finish() -> String {
        flush()
        return BuildRecord.digest(hash: hash.finish(), count: count)
    }

    private mutating func flush() {
        bytes.withUnsafeBytes { hash.update($0) }
        count += bytes.count
        bytes.removeAll(keepingCapacity: true)
    }
}
