import Foundation

/// Where ``Project/outputs(for:sources:into:)`` hands the files it makes, from one thread per output, each with
/// the slot that orders the outputs as the config lists them. ``OutputStage`` writes them as they come.
public protocol OutputSink: Sendable {
    /// Whole files of the output in `slot`; an output may hand over its files in several batches, in order.
    func take(_ files: [OutputFile], slot: Int)

    /// One file of the output in `slot`, made piece by piece: `make` hands each piece, in order, to the function
    /// it is given, which may write it and let it go, so the whole file need never be in memory.
    func take(streaming url: URL, displayPath: String, slot: Int, make: (_ write: ([UInt8]) -> Void) -> Void)

    /// Files of the output in `slot` that the last build left on disk and this one would make byte for byte
    /// the same, so it does not make them (``DocsPageReuse``).
    func keep(_ files: [(url: URL, displayPath: String)], slot: Int)
}
