/// A position in a source file: the file's index in a ``SourceManager``, and a 1-based line and column.
///
/// Columns count Unicode scalars, the way libyaml does for YAML, so JSON and YAML agree.
package struct SourceLocation: Sendable, Hashable, Comparable {
    /// The index of the file in the ``SourceManager`` that read it.
    package var file: Int32
    /// The 1-based line.
    package var line: Int32
    /// The 1-based column, in Unicode scalars.
    package var column: Int32

    package init(file: Int32, line: Int, column: Int) {
        self.file = file
        self.line = Int32(clamping: line)
        self.column = Int32(clamping: column)
    }

    package static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
