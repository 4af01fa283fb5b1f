/// Ramer–Douglas–Peucker on a sampled function, measuring distance vertically (x is the function's input):
/// which samples a polyline keeps so that no dropped sample lies farther than a tolerance from it. The CSS
/// easing of a spring and the spring plots in the docs and the preview draw their curves through these.
enum CurveSimplification {
    /// The indices of the samples to keep, in order: always the first and the last, and between them each
    /// sample that strays more than `tolerance` from the line through the kept ones around it. `xs` and `ys`
    /// have the same count and `xs` increases.
    static func keptIndices(xs: [Double], ys: [Double], tolerance: Double) -> [Int] {
        precondition(xs.count == ys.count)
        guard xs.count > 2 else { return Array(xs.indices) }
        var keep = [Bool](repeating: false, count: xs.count)
        keep[0] = true
        keep[xs.count - 1] = true
        xs.withUnsafeBufferPointer { xs in
            ys.withUnsafeBufferPointer { ys in
                var stack = [(0, xs.count - 1)]
                while let (first, last) = stack.popLast() {
                    guard last - first > 1 else { continue }
                    let slope = (ys[last] - ys[first]) / (xs[last] - xs[first])
                    var worst = 0.0
                    var worstIndex = first
                    for index in (first + 1)..<last {
                        let distance = abs(ys[index] - (ys[first] + slope * (xs[index] - xs[first])))
                        if distance > worst {
                            worst = distance
                            worstIndex = index
                        }
                    }
                    if worst > tolerance {
                        keep[worstIndex] = true
                        stack.append((first, worstIndex))
                        stack.append((worstIndex, last))
                    }
                }
            }
        }
        return keep.indices.filter { keep[$0] }
    }
}
