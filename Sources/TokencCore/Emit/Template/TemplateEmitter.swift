import Foundation
import Stencil

/// Renders a custom template (`templates:` in tokenc.yaml) with Stencil, SwiftGen's template engine, over
/// ``TemplateContext``, with the filters Documentation/Templates.md lists. A template is one file: it cannot
/// include or extend another, so the build record knows every byte a template output depends on.
enum TemplateEmitter {
    /// The rendered text, or the error located in the template (`file` is its index among the sources the
    /// diagnostics are shown with).
    static func render(
        _ template: [UInt8], file: Int32, params: [String: String], context: EmitContext,
        identifiers: [TokenPath: String], swiftNamespace: String
    ) -> (bytes: [UInt8]?, diagnostics: [Diagnostic]) {
        let text = String(decoding: template, as: UTF8.self)
        let environment = Environment(extensions: [filters()], trimBehaviour: .smart)
        var values = TemplateContext(
            context, identifiers: identifiers, swiftNamespace: swiftNamespace, environment: environment
        ).dictionary()
        values["params"] = params
        do {
            let rendered = try environment.renderTemplate(string: text, context: values)
            return (Array(rendered.utf8), [])
        } catch let error as TemplateSyntaxError {
            var reason = error.reason
            if reason.contains("does not exist") {
                reason = "a template is one file: include and extends are not supported (\(reason))"
            }
            var location = SourceLocation(file: file, line: 1, column: 1)
            if let token = error.token, token.sourceMap.location.lineNumber > 0 {
                let place = token.sourceMap.location
                location = SourceLocation(file: file, line: Int(place.lineNumber), column: place.lineOffset + 1)
            }
            return (nil, [Diagnostic(.error, .template, "template: " + reason, at: location)])
        } catch {
            return (
                nil,
                [
                    Diagnostic(
                        .error, .template, "template: \(error)", at: SourceLocation(file: file, line: 1, column: 1))
                ]
            )
        }
    }

    /// The filters tokenc adds to Stencil's own (`join`, `lowercase`, `default`…): names in each language's
    /// case, and strings as each language's literal.
    private static func filters() -> Extension {
        let filters = Extension()
        filters.registerFilter("camelCase") { words($0).map { camel($0, upperFirst: false) } }
        filters.registerFilter("pascalCase") { words($0).map { camel($0, upperFirst: true) } }
        filters.registerFilter("snakeCase") { words($0).map { $0.map { $0.lowercased() }.joined(separator: "_") } }
        filters.registerFilter("screamingSnakeCase") {
            words($0).map { $0.map { $0.uppercased() }.joined(separator: "_") }
        }
        filters.registerFilter("kebabCase") { words($0).map { $0.map { $0.lowercased() }.joined(separator: "-") } }
        // String literals: a list becomes a list of literals, for `join` (`{{ families|jsString|join:", " }}`).
        func literal(_ name: String, _ make: @escaping (String) -> String) {
            filters.registerFilter(name) { value in
                if let list = value as? [String] { return list.map(make) }
                return string(value).map(make)
            }
        }
        literal("jsString", javaScriptString)
        literal("kotlinString") { text in
            let literal = javaScriptString(text)
            return literal.contains("$") ? literal.replacingOccurrences(of: "$", with: "\\$") : literal
        }
        literal("swiftString", SwiftLiteral.string)
        filters.registerFilter("kotlinName") { value in string(value).map(kotlinName) }
        filters.registerFilter("commentText") { value in string(value).map(commentText) }
        filters.registerFilter("rounded") { value in
            string(value).map { text in
                guard let number = Double(text), abs(number) < 1e15 else { return text }
                return String(Int64(number.rounded()))
            }
        }
        return filters
    }

    /// A filter's input as text: a string, or a list of them joined by dots.
    private static func string(_ value: Any?) -> String? {
        if let text = value as? String { return text }
        if let parts = value as? [String] { return parts.joined(separator: ".") }
        return value.map { "\($0)" }
    }

    /// The words of a name, or of every part of a path (`["color", "brand-primary"]`).
    private static func words(_ value: Any?) -> [String]? {
        if let parts = value as? [String] { return parts.flatMap(SwiftNaming.words) }
        return string(value).map(SwiftNaming.words)
    }

    private static func camel(_ words: [String], upperFirst: Bool) -> String {
        words.enumerated().map { index, word in
            let lower = word.lowercased()
            guard index > 0 || upperFirst, let first = lower.first else { return lower }
            return first.uppercased() + lower.dropFirst()
        }.joined()
    }

    /// A string literal TypeScript and JavaScript read (JSON's, with U+2028 and U+2029 escaped for old parsers).
    private static func javaScriptString(_ text: String) -> String {
        let literal = JSONValue.string(text).compactText
        // Foundation's replacing is slow on Linux, and nearly no text has these.
        guard literal.unicodeScalars.contains(where: { $0 == "\u{2028}" || $0 == "\u{2029}" }) else { return literal }
        return literal.replacingOccurrences(of: "\u{2028}", with: "\\u2028").replacingOccurrences(
            of: "\u{2029}", with: "\\u2029")
    }

    /// Text that can stand inside a `/* */` or `/** */` comment of any C-like language, on one line.
    private static func commentText(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ").replacingOccurrences(of: "*/", with: "*\\/")
    }

    /// A Kotlin identifier: as it is, or in backticks where it is a keyword or not one.
    private static func kotlinName(_ text: String) -> String {
        let isIdentifier =
            text.first.map { $0 == "_" || $0.isLetter } == true
            && text.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
        return isIdentifier && !kotlinKeywords.contains(text) ? text : "`" + text + "`"
    }

    /// Kotlin's hard keywords, which cannot name a property without backticks.
    private static let kotlinKeywords: Set<String> = [
        "as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in", "interface", "is", "null",
        "object", "package", "return", "super", "this", "throw", "true", "try", "typealias", "typeof", "val", "var",
        "when", "while",
    ]
}
