/// A test on path components that remembers its answers: names repeat along paths (`font-size` in every
/// font-size token's path), so each is tested once per rule run.
struct NameMatcher {
    private let test: (String) -> Bool
    private var known: [String: Bool] = [:]

    init(_ test: @escaping (String) -> Bool) {
        self.test = test
    }

    /// Whether `name` passes the test.
    mutating func matches(_ name: String) -> Bool {
        if let answer = known[name] { return answer }
        let answer = test(name)
        known[name] = answer
        return answer
    }
}
