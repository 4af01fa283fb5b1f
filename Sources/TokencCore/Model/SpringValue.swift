import Foundation

/// A spring (tokenc extension type `spring`) in the parameter form it was written in, with exact
/// conversions to the other two forms as SwiftUI's `Spring` does them.
///
/// - `response`/`dampingFraction` (ζ)
/// - `duration`/`bounce`: duration = response; ζ = 1 − bounce for bounce ≥ 0, 1/(1 + bounce) below 0
/// - `mass`/`stiffness`/`damping`: response = 2π·√(m/k), ζ = c / (2·√(k·m))
public struct SpringValue: Sendable, Hashable {
    /// The parameters as written.
    public enum Parameters: Sendable, Hashable {
        case response(response: Double, dampingFraction: Double)
        case duration(duration: Double, bounce: Double)
        case physical(mass: Double, stiffness: Double, damping: Double)
    }

    public var parameters: Parameters
    /// Seconds; nil when not written.
    public var blendDuration: Double?

    public init(_ parameters: Parameters, blendDuration: Double? = nil) {
        self.parameters = parameters
        self.blendDuration = blendDuration
    }

    /// Seconds for one undamped oscillation; SwiftUI's `response`, equal to its `duration`.
    public var response: Double {
        switch parameters {
        case .response(let response, _): response
        case .duration(let duration, _): duration
        case .physical(let mass, let stiffness, _): 2 * Double.pi * (mass / stiffness).squareRoot()
        }
    }

    /// The damping ratio ζ (SwiftUI's `dampingFraction`).
    public var dampingFraction: Double {
        switch parameters {
        case .response(_, let fraction): fraction
        case .duration(_, let bounce): Self.dampingFraction(bounce: bounce)
        case .physical(let mass, let stiffness, let damping): damping / (2 * (stiffness * mass).squareRoot())
        }
    }

    /// SwiftUI's `duration`, equal to ``response``.
    public var duration: Double { response }

    /// SwiftUI's `bounce`: 1 − ζ for ζ ≤ 1, 1/ζ − 1 above.
    public var bounce: Double {
        if case .duration(_, let bounce) = parameters { return bounce }
        let zeta = dampingFraction
        return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
    }

    /// Mass; 1 unless written in the physical form.
    public var mass: Double {
        if case .physical(let mass, _, _) = parameters { return mass }
        return 1
    }

    /// Stiffness k = m·(2π/response)².
    public var stiffness: Double {
        if case .physical(_, let stiffness, _) = parameters { return stiffness }
        let omega = 2 * Double.pi / response
        return mass * omega * omega
    }

    /// Damping c = 2ζ·√(k·m) (= 4πζ/response for mass 1).
    public var damping: Double {
        if case .physical(_, _, let damping) = parameters { return damping }
        return 2 * dampingFraction * (stiffness * mass).squareRoot()
    }

    /// SwiftUI's `springDampingFraction(bounce:)`.
    public static func dampingFraction(bounce: Double) -> Double {
        if bounce <= -1 { return .infinity }
        if bounce < 0 { return 1 / (1 + bounce) }
        return 1 - min(bounce, 1)
    }

    /// The position at time `t` of a unit step from rest (0 → 1), from the closed-form solution.
    public func position(at t: Double) -> Double {
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

    /// The last time the unit step response is at least `epsilon` away from 1 (SwiftUI's settling rule,
    /// ε = 0.001), on a 1 ms grid. Underdamped springs scan back from the envelope bound
    /// e^(−βt)·√(1 + (β/ω_d)²) = ε; critically and over-damped ones approach 1 monotonically and are bisected.
    public func settlingDuration(epsilon: Double = 0.001) -> Double {
        let step = 0.001
        func away(_ index: Int) -> Bool { abs(position(at: Double(index) * step) - 1) >= epsilon }
        let omega0 = 2 * Double.pi / response
        let zeta = dampingFraction
        if zeta < 1 {
            let beta = zeta * omega0
            let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
            guard beta > 0 else { return .infinity }
            let bound = log((1 + (beta / omegaD) * (beta / omegaD)).squareRoot() / epsilon) / beta
            var index = Int((bound / step).rounded(.up)) + 1
            while index > 0, !away(index) { index -= 1 }
            return Double(index) * step
        }
        var high = 1
        while away(high) { high *= 2 }
        var low = 0
        while high - low > 1 {
            let middle = (low + high) / 2
            if away(middle) { low = middle } else { high = middle }
        }
        return Double(low) * step
    }
}
