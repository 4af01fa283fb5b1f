import Foundation

/// A spring (tokenc extension type `spring`) in the parameter form it was written in, with exact
/// conversions to the other two forms as SwiftUI's `Spring` does them.
///
/// - `response`/`dampingFraction` (ζ)
/// - `duration`/`bounce`: duration = response; ζ = 1 − bounce for bounce ≥ 0, 1/(1 + bounce) below 0
/// - `mass`/`stiffness`/`damping`: response = 2π·√(m/k), ζ = c / (2·√(k·m))
package struct SpringValue: Sendable, Hashable {
    /// The parameters as written.
    package enum Parameters: Sendable, Hashable {
        case response(response: Double, dampingFraction: Double)
        case duration(duration: Double, bounce: Double)
        case physical(mass: Double, stiffness: Double, damping: Double)
    }

    package var parameters: Parameters
    /// Seconds; nil when not written.
    package var blendDuration: Double?

    package init(_ parameters: Parameters, blendDuration: Double? = nil) {
        self.parameters = parameters
        self.blendDuration = blendDuration
    }

    /// Seconds for one undamped oscillation; SwiftUI's `response`, equal to its `duration`.
    package var response: Double {
        switch parameters {
        case .response(let response, _): response
        case .duration(let duration, _): duration
        case .physical(let mass, let stiffness, _): 2 * Double.pi * (mass / stiffness).squareRoot()
        }
    }

    /// The damping ratio ζ (SwiftUI's `dampingFraction`).
    package var dampingFraction: Double {
        switch parameters {
        case .response(_, let fraction): fraction
        case .duration(_, let bounce): Self.dampingFraction(bounce: bounce)
        case .physical(let mass, let stiffness, let damping): damping / (2 * (stiffness * mass).squareRoot())
        }
    }

    /// SwiftUI's `duration`, equal to ``response``.
    package var duration: Double { response }

    /// SwiftUI's `bounce`: 1 − ζ for ζ ≤ 1, 1/ζ − 1 above.
    package var bounce: Double {
        if case .duration(_, let bounce) = parameters { return bounce }
        let zeta = dampingFraction
        return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
    }

    /// Mass; 1 unless written in the physical form.
    package var mass: Double {
        if case .physical(let mass, _, _) = parameters { return mass }
        return 1
    }

    /// Stiffness k = m·(2π/response)².
    package var stiffness: Double {
        if case .physical(_, let stiffness, _) = parameters { return stiffness }
        let omega = 2 * Double.pi / response
        return mass * omega * omega
    }

    /// Damping c = 2ζ·√(k·m) (= 4πζ/response for mass 1).
    package var damping: Double {
        if case .physical(_, _, let damping) = parameters { return damping }
        return 2 * dampingFraction * (stiffness * mass).squareRoot()
    }

    /// SwiftUI's `springDampingFraction(bounce:)`.
    package static func dampingFraction(bounce: Double) -> Double {
        if bounce <= -1 { return .infinity }
        if bounce < 0 { return 1 / (1 + bounce) }
        return 1 - min(bounce, 1)
    }

    /// The position at time `t` of a unit step from rest (0 → 1), from the closed-form solution.
    package func position(at t: Double) -> Double {
        let omega0 = 2 * Double.pi / response
        let zeta = dampingFraction
        if zeta < 1 {
            let beta = zeta * omega0
            let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
            return 1 - exp(-beta * t) * (cos(omegaD * t) + (beta / omegaD) * sin(omegaD * t))
        } else if zeta == 1 {
            return 1 - exp(-omega0 * t) * (1 + omega0 * t)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega0 * (zeta - root)
            let r2 = -omega0 * (zeta + root)
            return 1 + (r2 * exp(r1 * t) - r1 * exp(r2 * t)) / (r1 - r2)
        }
    }

    /// ``position(at:)`` at `count` evenly spaced times `0, step, 2·step, …`, for curves and easings.
    ///
    /// The exponentials and the oscillation advance by one constant factor (and one rotation) per step, taken
    /// afresh from the closed form every 64 samples, so the values stay within a few ulps of ``position(at:)``
    /// at a fraction of its cost.
    package func positions(every step: Double, count: Int) -> [Double] {
        guard count > 0 else { return [] }
        let omega0 = 2 * Double.pi / response
        let zeta = dampingFraction
        let refresh = 64
        var result = [Double](repeating: 0, count: count)
        if zeta < 1 {
            let beta = zeta * omega0
            let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
            let ratio = beta / omegaD
            let decayStep = exp(-beta * step)
            let cosStep = cos(omegaD * step)
            let sinStep = sin(omegaD * step)
            var decay = 1.0
            var cosine = 1.0
            var sine = 0.0
            for index in 0..<count {
                if index % refresh == 0 {
                    let t = Double(index) * step
                    decay = exp(-beta * t)
                    cosine = cos(omegaD * t)
                    sine = sin(omegaD * t)
                }
                result[index] = 1 - decay * (cosine + ratio * sine)
                decay *= decayStep
                (cosine, sine) = (cosine * cosStep - sine * sinStep, sine * cosStep + cosine * sinStep)
            }
        } else if zeta == 1 {
            let decayStep = exp(-omega0 * step)
            var decay = 1.0
            for index in 0..<count {
                let t = Double(index) * step
                if index % refresh == 0 { decay = exp(-omega0 * t) }
                result[index] = 1 - decay * (1 + omega0 * t)
                decay *= decayStep
            }
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega0 * (zeta - root)
            let r2 = -omega0 * (zeta + root)
            let step1 = exp(r1 * step)
            let step2 = exp(r2 * step)
            var e1 = 1.0
            var e2 = 1.0
            for index in 0..<count {
                if index % refresh == 0 {
                    let t = Double(index) * step
                    e1 = exp(r1 * t)
                    e2 = exp(r2 * t)
                }
                result[index] = 1 + (r2 * e1 - r1 * e2) / (r1 - r2)
                e1 *= step1
                e2 *= step2
            }
        }
        return result
    }

    /// The last time the unit step response is at least `epsilon` away from 1 (SwiftUI's settling rule,
    /// ε = 0.001), on a 1 ms grid.
    ///
    /// Underdamped: x − 1 = −A·e^(−βt)·cos(ω_d·t − φ) has its extremes at t_k = kπ/ω_d, where |x − 1| = e^(−βt_k),
    /// and is monotonic between them. So the last extreme at least ε away is k = ⌊ln(1/ε)·ω_d/(βπ)⌋, and the
    /// answer is the last grid point before |x − 1| falls under ε on the way to the next zero crossing, found by
    /// bisection. Critically and over-damped springs approach 1 monotonically and are bisected directly.
    package func settlingDuration(epsilon: Double = 0.001) -> Double {
        let step = 0.001
        func away(_ index: Int) -> Bool { abs(position(at: Double(index) * step) - 1) >= epsilon }
        /// The last index in `low...high` that is away, given `away(low)` and that away-ness only turns off.
        func lastAway(from low: Int, below high: Int) -> Int {
            var low = low
            var high = high
            while high - low > 1 {
                let middle = (low + high) / 2
                if away(middle) { low = middle } else { high = middle }
            }
            return low
        }
        let omega0 = 2 * Double.pi / response
        let zeta = dampingFraction
        if zeta < 1 {
            let beta = zeta * omega0
            let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
            guard beta > 0 else { return .infinity }
            var k = (log(1 / epsilon) * omegaD / (beta * Double.pi)).rounded(.down)
            while k > 0, exp(-beta * k * Double.pi / omegaD) < epsilon { k -= 1 }
            let peak = k * Double.pi / omegaD
            // The zero crossing after the peak is within half a period; the grid point at or before the peak is away
            // unless rounding put the peak exactly on the threshold, in which case step back one extreme.
            var low = Int((peak / step).rounded(.down))
            while low > 0, !away(low) { low -= 1 }
            let next = Int((((k + 1) * Double.pi / omegaD) / step).rounded(.up)) + 1
            return Double(lastAway(from: low, below: next)) * step
        }
        var high = 1
        while away(high) { high *= 2 }
        return Double(lastAway(from: 0, below: high)) * step
    }
}
