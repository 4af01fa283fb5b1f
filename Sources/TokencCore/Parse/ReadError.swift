/// A problem that stops reading a file; readers turn it into one located diagnostic.
struct ReadError: Error {
    var rule: Rule
    var message: String
    var location: SourceLocation
    var notes: [Diagnostic.Note] = []

    var diagnostic: Diagnostic { Diagnostic(.error, rule, message, at: location, notes: notes) }
}
