/// What reading a value node in one of its forms (an alias, a Tokens Studio string, …) gave: the node is not in
/// that form (try the next one), it is and reading it failed (the reason was reported), or its value.
enum Decoded<T> {
    case notThisForm
    case failed
    case decoded(T)

    /// `.decoded` with a value, `.failed` without.
    init(_ value: T?) {
        self = value.map { .decoded($0) } ?? .failed
    }

    /// Whether the node is in this form: decoded, or failed with its reason reported.
    var isThisForm: Bool {
        if case .notThisForm = self { return false }
        return true
    }

    /// The value; nil when reading failed or the node is not in this form.
    var value: T? {
        if case .decoded(let value) = self { return value }
        return nil
    }
}
