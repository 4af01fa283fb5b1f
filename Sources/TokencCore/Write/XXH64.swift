/// XXH64 (seed 0), the fast non-cryptographic hash the build record uses to notice changed files: it reads eight
/// bytes at a time in four independent lanes, so digesting a build's outputs costs a few milliseconds rather than
/// the tens that a byte-at-a-time hash takes. The only unaligned loads of the project are here, tested against the
/// reference implementation's values.
enum XXH64 {
    private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9
    private static let prime4: UInt64 = 0x85EB_CA77_C2B2_AE63
    private static let prime5: UInt64 = 0x27D4_EB2F_1656_67C5

    /// The hash of `bytes`.
    static func hash(_ bytes: [UInt8]) -> UInt64 {
        var state = State()
        bytes.withUnsafeBytes { state.update($0) }
        return state.finish()
    }

    /// The hash of bytes given in pieces: four lanes fed 32-byte stripes, and what is left of the input after
    /// the last whole stripe, which a piece's end may split (kept in `tail` until the next piece completes it).
    struct State {
        private var lanes = (prime1 &+ prime2, prime2, UInt64(0), 0 &- prime1)
        private var tail = [UInt8](repeating: 0, count: 32)
        private var tailCount = 0
        private var total = 0

        mutating func update(_ bytes: UnsafeRawBufferPointer) {
            total += bytes.count
            var offset = 0
            if tailCount > 0 {
                let taken = min(32 - tailCount, bytes.count)
                for index in 0..<taken { tail[tailCount + index] = bytes[index] }
                tailCount += taken
                offset = taken
                guard tailCount == 32 else { return }
                tail.withUnsafeBytes { stripe($0, at: 0) }
                tailCount = 0
            }
            while offset + 32 <= bytes.count {
                stripe(bytes, at: offset)
                offset += 32
            }
            for index in offset..<bytes.count { tail[index - offset] = bytes[index] }
            tailCount = bytes.count - offset
        }

        private mutating func stripe(_ bytes: UnsafeRawBufferPointer, at offset: Int) {
            lanes.0 = round(lanes.0, word(bytes, offset))
            lanes.1 = round(lanes.1, word(bytes, offset + 8))
            lanes.2 = round(lanes.2, word(bytes, offset + 16))
            lanes.3 = round(lanes.3, word(bytes, offset + 24))
        }

        func finish() -> UInt64 {
            var hash: UInt64
            if total >= 32 {
                hash = rotate(lanes.0, 1) &+ rotate(lanes.1, 7) &+ rotate(lanes.2, 12) &+ rotate(lanes.3, 18)
                for lane in [lanes.0, lanes.1, lanes.2, lanes.3] {
                    hash = (hash ^ round(0, lane)) &* prime1 &+ prime4
                }
            } else {
                hash = prime5
            }
            hash &+= UInt64(total)
            return tail.withUnsafeBytes { bytes in
                let count = tailCount
                var offset = 0
                while offset + 8 <= count {
                    hash = rotate(hash ^ round(0, word(bytes, offset)), 27) &* prime1 &+ prime4
                    offset += 8
                }
                if offset + 4 <= count {
                    let half = UInt64(
                        UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
                    hash = rotate(hash ^ (half &* prime1), 23) &* prime2 &+ prime3
                    offset += 4
                }
                while offset < count {
                    hash = rotate(hash ^ (UInt64(bytes[offset]) &* prime5), 11) &* prime1
                    offset += 1
                }
                hash ^= hash >> 33
                hash &*= prime2
                hash ^= hash >> 29
                hash &*= prime3
                hash ^= hash >> 32
                return hash
            }
        }
    }

    private static func word(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> UInt64 {
        UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    private static func round(_ accumulator: UInt64, _ input: UInt64) -> UInt64 {
        rotate(accumulator &+ input &* prime2, 31) &* prime1
    }

    private static func rotate(_ value: UInt64, _ bits: UInt64) -> UInt64 {
        (value << bits) | (value >> (64 - bits))
    }
}
