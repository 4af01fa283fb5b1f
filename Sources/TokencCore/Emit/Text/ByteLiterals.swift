/// Appending literal text to the byte buffers the emitters write into.
extension Array where Element == UInt8 {
    /// Appends a literal's UTF-8 straight from the binary (no `String` in between).
    @inline(__always)
    static func += (buffer: inout [UInt8], literal: StaticString) {
        buffer.appendBytes(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// Appends `bytes`; a few bytes are appended one by one, which costs less than the general
    /// `append(contentsOf:)` path (most appends in the emitters are a handful of bytes).
    @inline(__always)
    mutating func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>) {
        if bytes.count <= 16 {
            for byte in bytes { append(byte) }
        } else {
            append(contentsOf: bytes)
        }
    }

    /// Makes room for `count` more bytes, growing geometrically: `reserveCapacity` alone allocates exactly what
    /// it is asked for, so calling it before each piece appended to a growing buffer would copy the buffer
    /// every time.
    mutating func reserveForAppending(_ count: Int) {
        let needed = self.count + count
        if needed > capacity { reserveCapacity(Swift.max(needed, capacity * 2)) }
    }

    /// Appends a string's UTF-8 from the string's own storage (the generic sequence append copies it code unit
    /// by code unit through the string's iterator).
    @inline(__always)
    static func += (buffer: inout [UInt8], text: String.UTF8View) {
        if text.withContiguousStorageIfAvailable({ buffer.append(contentsOf: $0) }) == nil {
            buffer.append(contentsOf: text)
        }
    }
}

extension String {
    /// `body` with the string's UTF-8, read in place where the string has contiguous storage (a copy otherwise);
    /// unlike `withUTF8`, it needs no mutable copy of the string.
    func withUTF8Buffer<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        utf8.withContiguousStorageIfAvailable(body) ?? Array(utf8).withUnsafeBufferPointer(body)
    }
}
