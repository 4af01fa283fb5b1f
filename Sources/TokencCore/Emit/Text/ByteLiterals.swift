/// Appending literal text to the byte buffers the emitters write into.
extension Array where Element == UInt8 {
    /// Appends a literal's UTF-8 straight from the binary (no `String` in between).
    @inline(__always)
    static func += (buffer: inout [UInt8], literal: StaticString) {
        buffer.append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }
}
