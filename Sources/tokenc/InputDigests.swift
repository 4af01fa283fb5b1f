import Dispatch
import TokencCore

/// The digests of the files a build read, for its record: taken on another thread while the outputs are made,
/// so that the build's serial end does not read every input again.
final class InputDigests: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    /// Written once on the hashing thread before `done` is signalled; read only after waiting for it.
    private var digests: [BuildRecord.Input] = []

    init(of files: [SourceFile]) {
        DispatchQueue.global().async {
            self.digests = files.map(BuildRecord.Input.init)
            self.done.signal()
        }
    }

    /// The digests, in the files' order, once they are taken.
    var value: [BuildRecord.Input] {
        done.wait()
        done.signal()
        return digests
    }
}
