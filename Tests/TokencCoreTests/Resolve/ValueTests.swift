import Testing

@testable import TokencCore

@Suite("Every type's values, valid and invalid")
struct ValueTests {
    /// Compiles one token `t` of `type` with `value` (JSON text); returns its value or the error rules.
    func decode(_ type: String, _ value: String) -> (TokenValue?, Set<String>) {
        let result = Support.compile(
            json:
                ##"{"ref": {"c": {"$type": "color", "$value": "#ff0000"}, "d": {"$type": "dimension", "$value": {"value": 1, "unit": "px"}}, "n": {"$type": "number", "$value": 0.5}}, "t": {"$type": "\##(type)", "$value": \##(value)}}"##
        )
        return (Support.value(result, "t"), Support.rules(result))
    }

    static let valid: [(String, String)] = [
        ("color", ##"{"colorSpace": "srgb", "components": [1, 0.5, 0], "alpha": 0.5, "hex": "#FF8000"}"##),
        ("color", #"{"colorSpace": "oklch", "components": [0.7, 0.2, "none"]}"#),
        ("color", #"{"colorSpace": "display-p3", "components": [1, 0, 0]}"#),
        ("color", #"{"colorSpace": "lab", "components": [50, -20, 30]}"#),
        ("color", #"{"colorSpace": "hsl", "components": [359.9, 100, 50]}"#),
        ("color", ##""#0f08""##),
        ("color", #""{ref.c}""#),
        ("dimension", #"{"value": -2.5, "unit": "rem"}"#),
        ("dimension", #"{"value": 0, "unit": "px"}"#),
        ("duration", #"{"value": 250, "unit": "ms"}"#),
        ("duration", #"{"value": 0.3, "unit": "s"}"#),
        ("cubicBezier", "[0.42, -1, 0.58, 2]"),
        ("number", "-3.25"),
        ("number", #""{ref.n}""#),
        ("fontFamily", #""Inter""#),
        ("fontFamily", #"["SF Pro", "system-ui"]"#),
        ("fontWeight", "1000"),
        ("fontWeight", #""extra-black""#),
        ("fontWeight", #""book""#),
        ("strokeStyle", #""groove""#),
        ("strokeStyle", #"{"dashArray": [{"value": 2, "unit": "px"}, "{ref.d}"], "lineCap": "round"}"#),
        ("border", #"{"color": "{ref.c}", "width": {"value": 1, "unit": "px"}, "style": "solid"}"#),
        (
            "transition",
            #"{"duration": {"value": 200, "unit": "ms"}, "delay": {"value": 0, "unit": "ms"}, "timingFunction": [0, 0, 1, 1]}"#
        ),
        (
            "shadow",
            ##"{"color": "#000000", "offsetX": "{ref.d}", "offsetY": {"value": 2, "unit": "px"}, "blur": {"value": 4, "unit": "px"}, "spread": {"value": -1, "unit": "px"}, "inset": true}"##
        ),
        (
            "shadow",
            ##"[{"color": "#000000", "offsetX": "{ref.d}", "offsetY": {"value": 2, "unit": "px"}, "blur": {"value": 4, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}]"##
        ),
        (
            "gradient",
            ##"[{"color": "#000000", "position": -1}, {"color": "{ref.c}", "position": "{ref.n}"}, {"color": "#ffffff", "position": 7}]"##
        ),
        (
            "typography",
            #"{"fontFamily": "Inter", "fontSize": "{ref.d}", "fontWeight": "bold", "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.2}"#
        ),
        ("spring", #"{"response": 0.3, "dampingFraction": 0.7}"#),
        ("spring", #"{"duration": {"value": 500, "unit": "ms"}, "bounce": -0.2, "blendDuration": 0.1}"#),
        ("spring", #"{"mass": 2, "stiffness": 100, "damping": 10}"#),
        ("material", #""ultraThick""#),
        ("glass", #""clear""#),
        ("glass", #"{"variant": "regular", "tint": "{ref.c}", "interactive": true, "fallback": "bar"}"#),
    ]

    @Test(arguments: valid)
    func validValuesDecode(_ type: String, _ value: String) {
        let (decoded, rules) = decode(type, value)
        #expect(rules.isEmpty)
        #expect(decoded?.type == TokenType(rawValue: type))
    }

    static let invalid: [(String, String, String)] = [
        ("color", #"{"colorSpace": "rgb", "components": [1, 0, 0]}"#, "invalid-value"),
        ("color", #"{"colorSpace": "srgb", "components": [1, 0]}"#, "invalid-value"),
        ("color", #"{"colorSpace": "srgb", "components": [1.5, 0, 0]}"#, "invalid-value"),
        ("color", #"{"colorSpace": "hsl", "components": [360, 50, 50]}"#, "invalid-value"),
        ("color", #"{"colorSpace": "srgb", "components": [1, 0, 0], "alpha": 2}"#, "invalid-value"),
        ("color", #""reddish""#, "invalid-value"),
        ("color", ##""#12345""##, "invalid-value"),
        // Fullwidth digits are hex digits to `Character.isHexDigit` but not to CSS (this once crashed).
        ("color", ##""#ＡＢＣ""##, "invalid-value"),
        ("color", ##"{"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#ＡＢＣＤＥＦ"}"##, "invalid-value"),
        ("color", #""{ref.d}""#, "alias-type-mismatch"),
        ("dimension", #""16 px""#, "invalid-value"),
        ("dimension", #"{"value": 1, "unit": "furlong"}"#, "invalid-value"),
        ("dimension", "true", "invalid-value"),
        ("dimension", #"{"value": "1", "unit": "px"}"#, "invalid-value"),
        ("duration", #"{"value": 1, "unit": "min"}"#, "invalid-value"),
        ("cubicBezier", "[1.5, 0, 0.5, 1]", "invalid-value"),
        ("cubicBezier", "[0, 0, 1]", "invalid-value"),
        ("number", #""three""#, "invalid-value"),
        ("fontFamily", "[]", "invalid-value"),
        ("fontFamily", #"["{ref.c}"]"#, "alias-syntax"),
        ("fontWeight", "0", "invalid-value"),
        // A font's style name (`Bold`) is a `weight-name` deviation; a width is no weight.
        ("fontWeight", #""Bold Fancy""#, "invalid-value"),
        ("fontWeight", #""semi""#, "invalid-value"),
        ("strokeStyle", #""wavy""#, "invalid-value"),
        ("strokeStyle", #"{"dashArray": [], "lineCap": "round"}"#, "invalid-value"),
        ("border", ##"{"color": "#000000", "width": {"value": 1, "unit": "px"}}"##, "invalid-value"),
        (
            "transition",
            #"{"duration": {"value": 1, "unit": "s"}, "delay": {"value": 0, "unit": "s"}, "timingFunction": "springy"}"#,
            "invalid-value"
        ),
        // CSS text that is no shadow or border (a keyword where lengths go; a color missing).
        ("shadow", #""0 1px auto #000000""#, "invalid-value"),
        ("border", #""1px solid""#, "invalid-value"),
        ("shadow", "[]", "invalid-value"),
        ("gradient", ##"[{"color": "#000000"}]"##, "invalid-value"),
        ("spring", #"{"response": 0.3}"#, "invalid-value"),
        ("spring", #"{"response": 0.3, "dampingFraction": 0.7, "bounce": 0.2}"#, "invalid-value"),
        ("spring", #"{"duration": {"value": 500, "unit": "ms"}, "bounce": -1}"#, "invalid-value"),
        ("spring", #"{"response": 0, "dampingFraction": 0.7}"#, "invalid-value"),
        ("spring", #"{"mass": 0, "stiffness": 1, "damping": 1}"#, "invalid-value"),
        ("material", #""frosted""#, "invalid-value"),
        ("glass", #""prominent""#, "invalid-value"),
        ("glass", #"{"variant": "regular", "interactive": "yes"}"#, "invalid-value"),
    ]

    @Test(arguments: invalid)
    func invalidValuesAreRejectedWithALocatedError(_ type: String, _ value: String, _ rule: String) {
        let result = Support.compile(
            json:
                #"{"ref": {"d": {"$type": "dimension", "$value": {"value": 1, "unit": "px"}}}, "t": {"$type": "\#(type)", "$value": \#(value)}}"#
        )
        #expect(Support.rules(result) == [rule])
        #expect(result.diagnostics.allSatisfy { $0.location != nil })
        #expect(result.model == nil)
    }

    @Test func unknownPropertiesInValuesWarnAndAreIgnored() {
        let result = Support.compile(
            json: #"{"t": {"$type": "dimension", "$value": {"value": 1, "unit": "px", "unti": "x"}}}"#)
        #expect(result.diagnostics.map(\.rule) == [.unknownProperty])
        #expect(result.diagnostics[0].severity == .warning)
        #expect(result.diagnostics[0].message.contains("did you mean 'unit'?"))
        #expect(result.model != nil)
    }

    @Test func hexStringsBecomeSRGB() {
        let color = ValueDecoder.parseHex("#FF800080")
        #expect(color?.space == .srgb)
        #expect(color?.components == [1, 128.0 / 255, 0])
        #expect(color?.alpha == 128.0 / 255)
        #expect(color?.hex == "#ff8000")
        let short = ValueDecoder.parseHex("#aBc8")
        #expect(short?.components == [170.0 / 255, 187.0 / 255, 204.0 / 255])
        #expect(short?.alpha == 136.0 / 255)
        #expect(short?.hex == "#aabbcc")
        #expect(ValueDecoder.parseHex("#0A84FF")?.alpha == 1)
        for text in ["#", "#12", "#12345", "#1234567", "#ggg", "0a84ff", "#0a84ff0", "#０a84ff"] {
            #expect(ValueDecoder.parseHex(text) == nil, "\(text)")
        }
    }

    @Test func gradientPositionsAreClamped() {
        let (value, _) = decode(
            "gradient", ##"[{"color": "#000000", "position": -1}, {"color": "#ffffff", "position": 7}]"##)
        guard case .gradient(let stops)? = value else {
            Issue.record("not a gradient")
            return
        }
        #expect(stops.map(\.position) == [0, 1])
    }

    @Test func shadowListsMayAliasSingleLayersButDoNotFlatten() {
        let layer =
            ##"{"color": "#000000", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 1, "unit": "px"}, "blur": {"value": 2, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}"##
        let ok = Support.compile(
            json:
                #"{"s": {"$type": "shadow", "one": {"$value": \#(layer)}, "list": {"$value": ["{s.one}", \#(layer)]}, "nested": {"$value": ["{s.list}"]}}}"#
        )
        #expect(Support.rules(ok) == ["invalid-value"])
        #expect(ok.diagnostics.first?.message.contains("do not flatten") == true)
    }
}

@Suite("Springs convert exactly between SwiftUI's three parameter forms")
struct SpringTests {
    func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
        abs(a - b) <= tolerance * max(1, abs(b))
    }

    @Test func durationAndBounceMatchApplesNumbers() {
        let spring = SpringValue(.duration(duration: 0.5, bounce: 0.3))
        #expect(close(spring.stiffness, 157.91367041742973))
        #expect(close(spring.damping, 17.592918860102842))
        #expect(close(spring.dampingFraction, 0.7))
        #expect(close(spring.response, 0.5))
    }

    @Test func physicalMatchesApplesNumbers() {
        let spring = SpringValue(.physical(mass: 1, stiffness: 100, damping: 10))
        #expect(close(spring.duration, 0.6283185307179586))
        #expect(close(spring.bounce, 0.5))
    }

    @Test(arguments: [(0.3, 0.7), (0.5, 1.0), (0.2, 0.6), (0.15, 0.85), (0.8, 1.6)])
    func roundTripsAreExact(_ response: Double, _ fraction: Double) {
        let a = SpringValue(.response(response: response, dampingFraction: fraction))
        let b = SpringValue(.duration(duration: a.duration, bounce: a.bounce))
        let c = SpringValue(.physical(mass: a.mass, stiffness: a.stiffness, damping: a.damping))
        for other in [b, c] {
            #expect(close(other.response, response))
            #expect(close(other.dampingFraction, fraction))
            #expect(close(other.stiffness, a.stiffness))
            #expect(close(other.damping, a.damping))
        }
    }

    @Test func overdampedBounceUsesTheReciprocal() {
        #expect(close(SpringValue(.duration(duration: 1, bounce: -0.5)).dampingFraction, 2))
        #expect(close(SpringValue(.response(response: 1, dampingFraction: 2)).bounce, -0.5))
    }

    @Test func settlingMatchesTheReference() {
        #expect(abs(SpringValue(.duration(duration: 0.5, bounce: 0.3)).settlingDuration() - 0.818) <= 0.002)
        #expect(abs(SpringValue(.duration(duration: 0.5, bounce: 0.15)).settlingDuration() - 0.696) <= 0.002)
        #expect(abs(SpringValue(.duration(duration: 0.5, bounce: 0)).settlingDuration() - 0.734) <= 0.002)
        #expect(abs(SpringValue(.duration(duration: 0.15, bounce: 0.15)).settlingDuration() - 0.209) <= 0.002)
    }

    /// The analytic search lands on exactly the grid point a brute-force scan of the whole response finds.
    @Test func settlingEqualsABruteForceScan() {
        func scanned(_ spring: SpringValue) -> Double {
            var last = 0
            for index in 0...40_000 where abs(spring.position(at: Double(index) * 0.001) - 1) >= 0.001 { last = index }
            return Double(last) * 0.001
        }
        var springs: [SpringValue] = []
        for response in [0.05, 0.2, 0.35, 0.5, 0.8, 1.3] {
            for zeta in [0.05, 0.1, 0.3, 0.5, 0.7, 0.85, 0.99, 1, 1.5, 3] {
                springs.append(SpringValue(.response(response: response, dampingFraction: zeta)))
            }
        }
        for spring in springs {
            #expect(
                spring.settlingDuration() == scanned(spring), "response \(spring.response), ζ \(spring.dampingFraction)"
            )
        }
    }

    /// The stepped samples behind easings and curves agree with the closed form at every point, across all
    /// three damping regimes and over 8,000 steps (the most an easing takes).
    @Test func steppedPositionsMatchTheClosedForm() {
        for response in [0.05, 0.35, 1.3] {
            for zeta in [0.02, 0.3, 0.7, 0.99, 1, 1.5, 3] {
                let spring = SpringValue(.response(response: response, dampingFraction: zeta))
                let step = spring.response * 4 / 8_000
                let stepped = spring.positions(every: step, count: 8_000)
                #expect(stepped.count == 8_000)
                var worst = 0.0
                for (index, position) in stepped.enumerated() {
                    worst = max(worst, abs(position - spring.position(at: Double(index) * step)))
                }
                #expect(worst < 1e-12, "response \(response), ζ \(zeta): off by \(worst)")
            }
        }
        #expect(SpringValue(.response(response: 0.5, dampingFraction: 0.5)).positions(every: 0.01, count: 0).isEmpty)
    }
}
