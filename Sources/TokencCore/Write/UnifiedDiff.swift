/// A line-based unified diff (Myers' O(ND) algorithm) with three lines of context, like `diff -u`.
package enum UnifiedDiff {
    private enum Edit: Equatable {
        case keep(Int, Int)
        case delete(Int)
        case insert(Int)
    }

    /// The diff from `old` to `new`; empty when equal.
    package static func render(old: String, new: String, oldName: String, newName: String, context: Int = 3) -> String {
        let a = lines(old)
        let b = lines(new)
        guard a != b else { return "" }
        let edits = diff(a, b)
        var out = "--- \(oldName)\n+++ \(newName)\n"
        var index = 0
        while index < edits.count {
            guard let change = edits[index...].firstIndex(where: { if case .keep = $0 { false } else { true } }) else {
                break
            }
            var start = max(index, change - context)
            if index > 0, start < index { start = index }
            var end = change
            var lastChange = change
            while end < edits.count {
                if case .keep = edits[end] {
                    if end - lastChange > context * 2 { break }
                } else {
                    lastChange = end
                }
                end += 1
            }
            end = min(edits.count, lastChange + context + 1)
            let hunk = edits[start..<end]
            let (oldStart, newStart) = position(of: start, in: edits)
            let oldCount = hunk.count { if case .insert = $0 { false } else { true } }
            let newCount = hunk.count { if case .delete = $0 { false } else { true } }
            out +=
                "@@ -\(oldCount == 0 ? oldStart : oldStart + 1),\(oldCount) +\(newCount == 0 ? newStart : newStart + 1),\(newCount) @@\n"
            for edit in hunk {
                switch edit {
                case .keep(let i, _): out += " \(a[i])\n"
                case .delete(let i): out += "-\(a[i])\n"
                case .insert(let j): out += "+\(b[j])\n"
                }
            }
            index = end
        }
        return out
    }

    private static func lines(_ text: String) -> [Substring] {
        var result = text.split(separator: "\n", omittingEmptySubsequences: false)
        if result.last == "" { result.removeLast() }
        return result
    }

    private static func position(of editIndex: Int, in edits: [Edit]) -> (Int, Int) {
        var oldLine = 0
        var newLine = 0
        for edit in edits[..<editIndex] {
            switch edit {
            case .keep:
                oldLine += 1
                newLine += 1
            case .delete: oldLine += 1
            case .insert: newLine += 1
            }
        }
        return (oldLine, newLine)
    }

    private static func diff(_ a: [Substring], _ b: [Substring]) -> [Edit] {
        let n = a.count
        let m = b.count
        let max = n + m
        var v = [Int](repeating: 0, count: 2 * max + 2)
        var trace: [[Int]] = []
        outer: for d in 0...max {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && v[max + k - 1] < v[max + k + 1]) {
                    x = v[max + k + 1]
                } else {
                    x = v[max + k - 1] + 1
                }
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                v[max + k] = x
                if x >= n, y >= m { break outer }
            }
        }
        var edits: [Edit] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let previousK = (k == -d || (k != d && v[max + k - 1] < v[max + k + 1])) ? k + 1 : k - 1
            let previousX = v[max + previousK]
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                edits.append(.keep(x, y))
            }
            if d > 0 {
                if x == previousX {
                    y -= 1
                    edits.append(.insert(y))
                } else {
                    x -= 1
                    edits.append(.delete(x))
                }
            }
        }
        return edits.reversed()
    }
}
