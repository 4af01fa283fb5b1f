/// The JSON Schema (draft 2020-12) of `tokenc.yaml`, made from the settings ``ProjectConfig`` reads, the rules
/// ``Rule/adjustable`` lists and the lint rules' options (``Linter/catalog``), so that it cannot drift from the
/// code. `Documentation/tokenc.schema.json` is this text; a test compares the two.
package enum ConfigSchema {
    package static var json: String {
        let output: (String) -> (String, JSONValue) = { description in
            ("output", object(["type": .string("string"), "minLength": .number(1)], description: description))
        }
        let sections: [String: JSONValue] = [
            "sources": object(
                [
                    "oneOf": .array([
                        string(),
                        .object([
                            ("type", .string("array")),
                            (
                                "items",
                                .object([
                                    (
                                        "anyOf",
                                        .array([
                                            string(),
                                            .object([
                                                ("type", .string("object")),
                                                (
                                                    "properties",
                                                    .object([
                                                        ("path", string("A token file or folder.")),
                                                        (
                                                            "format",
                                                            choice(
                                                                FileFormat.allCases.map(\.rawValue),
                                                                description:
                                                                    "What its files are, instead of what their content says."
                                                            )
                                                        ),
                                                    ])
                                                ),
                                                ("required", .array([.string("path")])),
                                                ("additionalProperties", .bool(false)),
                                            ]),
                                        ])
                                    )
                                ])
                            ),
                            ("minItems", .number(1)),
                        ]),
                    ])
                ],
                description:
                    "Token files and folders, or one resolver document, relative to tokenc.yaml; an entry { path, format } says what its files are."
            ),
            "resolver": object(
                ["type": .string("string"), "pattern": .string("\\.resolver\\.(json|ya?ml)$")],
                description: "A resolver document; give either this or 'sources'."),
            "json": section(
                "json", [output("The resolved model as JSON (what `tokenc dump` prints).")],
                description: "The resolved model."),
            "markdown": section(
                "markdown", [output("The docs folder: index.md, a page per top-level group, images/.")],
                description: "Markdown docs with SVG pictures."),
            "swift": section(
                "swift",
                [
                    output(
                        "The Swift file, or a folder (a path without .swift) for files that compile together, as many as the tokens' size calls for."
                    ),
                    (
                        "namespace",
                        object(
                            ["type": .string("string"), "pattern": .string("^[A-Za-z_][A-Za-z0-9_]*$")],
                            description: "The caseless enum that holds every token (default DesignTokens).")
                    ),
                    (
                        "access",
                        choice(
                            ["public", "internal"], description: "Access level of the declarations (default public).")
                    ),
                    ("swiftui", boolean("The SwiftUI, UIKit and AppKit layers (default true).")),
                    ("swatches", boolean("A color swatch image in each color's doc comment (default false).")),
                    (
                        "colors",
                        choice(
                            ["components", "catalog"],
                            description:
                                "Where SwiftUI colors come from: their components (default) or the xcassets output's color sets."
                        )
                    ),
                    (
                        "bundle",
                        choice(
                            ["main", "module"],
                            description: "The bundle holding the asset catalog, with colors: catalog (default main).")
                    ),
                    (
                        "style",
                        choice(
                            ["namespace", "extensions"],
                            description:
                                "namespace (default): tokens in the namespace's enums, colors, materials and animations also SwiftUI statics; extensions: sizes and typography also statics of CGFloat and Font."
                        )
                    ),
                    (
                        "parts",
                        object(
                            [
                                "oneOf": .array([
                                    .object([("const", .string("auto"))]),
                                    .object([
                                        ("type", .string("integer")), ("minimum", .number(1)), ("maximum", .number(64)),
                                    ]),
                                ])
                            ],
                            description:
                                "Files that compile together, so that an edited value recompiles one of them: the output is the first (declarations), the others are named <name>+1.swift… beside it; auto (a folder output's default) as many as the tokens' size calls for."
                        )
                    ),
                ], description: "Swift: one self-contained file, or files that compile together."),
            "css": section(
                "css",
                [
                    output("The stylesheet of custom properties."),
                    (
                        "preview",
                        object(
                            ["type": .string("string"), "minLength": .number(1)],
                            description: "A self-contained HTML page showing every token.")
                    ),
                    ("inline-aliases", boolean("Write aliases' values instead of var(--target) (default false).")),
                    (
                        "prefix",
                        object(
                            [
                                "type": .string("string"),
                                "pattern": .string("^[A-Za-z]([A-Za-z0-9_-]*[A-Za-z0-9_])?$"),
                            ],
                            description:
                                "The word every custom property starts with: ds makes --ds-color-accent (the docs and the preview show the same names)."
                        )
                    ),
                    (
                        "name-case",
                        choice(
                            CSSNameCase.allCases.map(\.rawValue),
                            description:
                                "How custom properties are spelled: kebab (default, --color-brand-primary), camel (--colorBrandPrimary) or snake (--color_brand_primary); suffixed properties too."
                        )
                    ),
                    (
                        "selectors",
                        object(
                            [
                                "type": .string("object"),
                                "additionalProperties": object(
                                    [
                                        "type": .string("object"),
                                        "additionalProperties": object(
                                            [
                                                "type": .string("string"),
                                                "pattern": .string("^[.\\[:#][^\\s,{};>+~]*$"),
                                            ], description: nil),
                                    ], description: nil),
                            ],
                            description:
                                "The selector that picks a context, by modifier and context (appearance: { dark: .dark }); one compound selector each. Default [data-<modifier>=\"<context>\"]."
                        )
                    ),
                    (
                        "media-queries",
                        boolean(
                            "Whether contexts that follow a system setting also apply under prefers-color-scheme / prefers-contrast when the page picks none (default true)."
                        )
                    ),
                ], description: "CSS custom properties and the preview page."),
            "docc": section(
                "docc",
                [
                    (
                        "output",
                        object(
                            ["type": .string("string"), "pattern": .string("\\.docc$")],
                            description: "The documentation catalog folder, named for its module (DesignSystem.docc).")
                    ),
                    ("module", string("The module the catalog documents (default: the catalog's name).")),
                ], description: "A DocC documentation catalog: a page per top-level group, linked to the Swift symbols."
            ),
            "xcassets": section(
                "xcassets",
                [
                    (
                        "output",
                        object(
                            ["type": .string("string"), "pattern": .string("\\.xcassets$")],
                            description: "The asset catalog folder.")
                    ),
                    ("colors", boolean("A color set per color token (default true).")),
                    (
                        "luminosity",
                        string("The modifier whose contexts are light and dark (found by name when absent).")
                    ),
                    (
                        "contrast",
                        string(
                            "The modifier whose contexts are standard and increased contrast (found by name when absent)."
                        )
                    ),
                ], description: "An Xcode asset catalog with a color set per color token."),
            "templates": section(
                "templates",
                [
                    output("The file the template writes."),
                    ("template", string("A Stencil template of your own; give this or 'bundled'.")),
                    (
                        "bundled",
                        choice(
                            BundledTemplate.allCases.map(\.rawValue),
                            description:
                                "A template tokenc ships: typescript (a TypeScript module) or compose (a Kotlin object for Jetpack Compose)."
                        )
                    ),
                    (
                        "params",
                        object(
                            ["type": .string("object"), "additionalProperties": string()],
                            description:
                                "Texts the template reads as params.NAME (the compose template's package and objectName)."
                        )
                    ),
                ], description: "Stencil templates rendered over the documented context (Documentation/Templates.md)."),
            "strict-dtcg": boolean(
                "The spec's letter: deviations and tokenc's extension types are errors (default false)."),
            "figma-code-syntax": boolean(
                "Swift and CSS names follow the code syntax of Figma's variables (iOS and WEB), where it is a valid name (default false)."
            ),
            "diagnostics": .object([
                ("description", .string("The severity of rules that warn by default, and of lint rules.")),
                ("type", .string("object")),
                (
                    "properties",
                    .object(Rule.adjustable.map(\.rawValue).sorted().map { ($0, choice(levels, description: nil)) })
                ),
                ("additionalProperties", .bool(false)),
            ]),
            "lint": .object([
                ("description", .string("The lint rules: a severity, options, or [severity, options] per rule.")),
                ("type", .string("object")),
                ("properties", .object([("rules", lintRules)])),
                ("additionalProperties", .bool(false)),
            ]),
            "warnings-per-rule": count("Warnings of one rule printed before a summary line (default 5; 0: all)."),
            "max-warnings": count("Fail, writing nothing, with more warnings than this (default: no limit)."),
        ]
        precondition(Set(sections.keys) == Set(ProjectConfig.sections), "every setting has a schema")
        let root = JSONValue.object([
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            ("title", .string("tokenc.yaml")),
            ("description", .string("The configuration of tokenc, the design-token compiler.")),
            ("type", .string("object")),
            ("properties", .object(ProjectConfig.sections.map { ($0, sections[$0]!) })),
            (
                "oneOf",
                .array([
                    .object([("required", .array([.string("sources")]))]),
                    .object([("required", .array([.string("resolver")]))]),
                ])
            ),
            ("additionalProperties", .bool(false)),
        ])
        return root.serialized() + "\n"
    }

    private static let levels = ["ignore", "warning", "error"]

    /// A lint rule's setting: a severity, its options, or both in a list.
    private static var lintRules: JSONValue {
        let severity = choice(["off", "ignore", "warning", "error"], description: nil)
        let rules: [(String, JSONValue)] = Linter.catalog.map { entry in
            let options = JSONValue.object([
                ("type", .string("object")),
                ("properties", .object(entry.options.map { ($0.name, schema(of: $0)) })),
                ("additionalProperties", .bool(false)),
            ])
            let both = JSONValue.object([
                ("type", .string("array")), ("prefixItems", .array([severity, options])), ("minItems", .number(1)),
                ("maxItems", .number(2)),
            ])
            return (
                entry.id.rawValue,
                .object([("description", .string(entry.summary)), ("oneOf", .array([severity, options, both]))])
            )
        }
        return .object([
            ("type", .string("object")), ("properties", .object(rules)), ("additionalProperties", .bool(false)),
        ])
    }

    private static func schema(of option: LintOption) -> JSONValue {
        let shape: [(String, JSONValue)] =
            switch option.kind {
            case .number: [("type", .string("number"))]
            case .range:
                [
                    ("type", .string("array")), ("items", .object([("type", .string("number"))])),
                    ("minItems", .number(2)), ("maxItems", .number(2)),
                ]
            case .flag: [("type", .string("boolean"))]
            case .choice(let names, _): [("enum", .array(names.map(JSONValue.string)))]
            case .names: [("type", .string("array")), ("items", .object([("type", .string("string"))]))]
            case .pairs:
                [
                    ("type", .string("array")),
                    (
                        "items",
                        .object([
                            ("type", .string("object")),
                            ("required", .array([.string("foreground"), .string("background")])),
                            (
                                "properties",
                                .object([
                                    ("foreground", .object([("type", .string("string"))])),
                                    (
                                        "background",
                                        .object([
                                            (
                                                "oneOf",
                                                .array([
                                                    .object([("type", .string("string"))]),
                                                    .object([
                                                        ("type", .string("array")),
                                                        ("items", .object([("type", .string("string"))])),
                                                    ]),
                                                ])
                                            )
                                        ])
                                    ),
                                    ("level", .object([("enum", .array([.string("AA"), .string("AAA")]))])),
                                    ("large", .object([("type", .string("boolean"))])),
                                ])
                            ),
                            ("additionalProperties", .bool(false)),
                        ])
                    ),
                ]
            }
        return .object([("description", .string(option.summary))] + shape)
    }

    private static func object(_ members: [String: JSONValue], description: String?) -> JSONValue {
        .object(
            (description.map { [("description", JSONValue.string($0))] } ?? [])
                + members.keys.sorted().map { ($0, members[$0]!) })
    }

    /// An output section: its own `fields`, then the filter every output takes; one output, or a list of them.
    private static func section(_ name: String, _ fields: [(String, JSONValue)], description: String) -> JSONValue {
        let fields = fields + filterFields
        precondition(fields.map(\.0) == ProjectConfig.outputFields[name], "every setting of '\(name)' has a schema")
        let output = JSONValue.object([
            ("type", .string("object")), ("properties", .object(fields)), ("required", .array([.string("output")])),
            ("additionalProperties", .bool(false)),
        ])
        return .object([
            ("description", .string(description + " A list writes several, each with its own settings and filter.")),
            (
                "anyOf",
                .array([
                    output,
                    .object([("type", .string("array")), ("items", output), ("minItems", .number(1))]),
                ])
            ),
        ])
    }

    /// `include`, `exclude` and `types` (``TokenFilter``).
    private static let filterFields: [(String, JSONValue)] = {
        let pattern = object(["type": .string("string"), "minLength": .number(1)], description: nil)
        let patterns = { (description: String) -> JSONValue in
            .object([
                ("description", .string(description)),
                (
                    "anyOf",
                    .array([
                        pattern,
                        object(["type": .string("array"), "items": pattern, "minItems": .number(1)], description: nil),
                    ])
                ),
            ])
        }
        let type = object(["enum": .array(TokenType.allCases.map { .string($0.rawValue) })], description: nil)
        return [
            (
                "include",
                patterns(
                    "Only tokens whose path (or a group of it) matches one of these globs: * within a name, ** across names (color.*, spacing.**)."
                )
            ),
            (
                "exclude",
                patterns("Leave out tokens whose path (or a group of it) matches one of these globs (_*, **._*).")
            ),
            (
                "types",
                .object([
                    ("description", .string("Only tokens of these types.")),
                    (
                        "anyOf",
                        .array([
                            type,
                            object(
                                ["type": .string("array"), "items": type, "minItems": .number(1)], description: nil),
                        ])
                    ),
                ])
            ),
        ]
    }()

    private static func string(_ description: String? = nil) -> JSONValue {
        object(["type": .string("string")], description: description)
    }

    private static func boolean(_ description: String) -> JSONValue {
        object(["type": .string("boolean")], description: description)
    }

    private static func count(_ description: String) -> JSONValue {
        object(["type": .string("integer"), "minimum": .number(0)], description: description)
    }

    private static func choice(_ names: [String], description: String?) -> JSONValue {
        object(["enum": .array(names.map(JSONValue.string))], description: description)
    }
}
