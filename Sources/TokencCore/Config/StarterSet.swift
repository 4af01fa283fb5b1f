/// The small themed token set `tokenc init --starter` writes: a resolver document with light and dark, colors
/// (with the text/background pairs the contrast rule checks), radii, spacing, a shadow scale, springs and text
/// styles. It builds and lints clean (a test keeps it so).
package enum StarterSet {
    /// Each file's path under the folder `init` runs in, and its text, in the order they are written.
    package static let files: [(path: String, text: String)] = [
        (
            "tokens/tokens.resolver.json",
            ##"""
            {
              "$schema": "https://www.designtokens.org/schemas/2025.10/resolver.json",
              "name": "Starter design system",
              "version": "2025.10",
              "description": "One set of tokens, and an appearance modifier whose dark context gives the colors their dark values.",
              "sets": {
                "base": {
                  "sources": [
                    { "$ref": "color.tokens.json" },
                    { "$ref": "layout.tokens.json" },
                    { "$ref": "shadow.tokens.json" },
                    { "$ref": "motion.tokens.json" },
                    { "$ref": "typography.tokens.json" }
                  ]
                }
              },
              "modifiers": {
                "appearance": {
                  "description": "Light or dark, as the system chooses.",
                  "contexts": {
                    "light": [],
                    "dark": [{ "$ref": "appearance/dark.tokens.json" }]
                  },
                  "default": "light"
                }
              },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/appearance" }]
            }
            """##
        ),
        (
            "tokens/color.tokens.json",
            ##"""
            {
              "color": {
                "$type": "color",
                "$description": "Semantic colors with their light values; appearance/dark.tokens.json holds the dark ones.",
                "background": {
                  "$value": { "colorSpace": "srgb", "components": [1, 1, 1], "hex": "#ffffff" },
                  "$description": "Behind everything else."
                },
                "surface": {
                  "$value": { "colorSpace": "srgb", "components": [0.9569, 0.9569, 0.9647], "hex": "#f4f4f6" },
                  "$description": "Cards, sheets and grouped sections."
                },
                "text": {
                  "$value": { "colorSpace": "srgb", "components": [0.0863, 0.0863, 0.102], "hex": "#16161a" },
                  "$description": "Primary text.",
                  "$extensions": { "dev.tokenc": {"contrast": {"against": "{color.surface}"}} }
                },
                "textSecondary": {
                  "$value": { "colorSpace": "srgb", "components": [0.3608, 0.3608, 0.4], "hex": "#5c5c66" },
                  "$description": "Captions and supporting text.",
                  "$extensions": { "dev.tokenc": {"contrast": {"against": "{color.surface}"}} }
                },
                "accent": {
                  "$value": { "colorSpace": "srgb", "components": [0.0392, 0.3725, 0.8392], "hex": "#0a5fd6" },
                  "$description": "Buttons, links and selection.",
                  "$extensions": { "dev.tokenc": {"contrast": {"against": "{color.background}"}} }
                },
                "onAccent": {
                  "$value": { "colorSpace": "srgb", "components": [1, 1, 1], "hex": "#ffffff" },
                  "$description": "Text and symbols on the accent.",
                  "$extensions": { "dev.tokenc": {"contrast": {"against": "{color.accent}"}} }
                },
                "border": {
                  "$value": { "colorSpace": "srgb", "components": [0.8314, 0.8314, 0.8549], "hex": "#d4d4da" },
                  "$description": "Hairlines and field outlines."
                },
                "shadow": {
                  "$value": { "colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.08, "hex": "#000000" },
                  "$description": "The color every shadow casts."
                }
              }
            }
            """##
        ),
        (
            "tokens/appearance/dark.tokens.json",
            ##"""
            {
              "color": {
                "$type": "color",
                "background": {
                  "$value": { "colorSpace": "srgb", "components": [0.0588, 0.0588, 0.0706], "hex": "#0f0f12" }
                },
                "surface": {
                  "$value": { "colorSpace": "srgb", "components": [0.1098, 0.1098, 0.1294], "hex": "#1c1c21" }
                },
                "text": {
                  "$value": { "colorSpace": "srgb", "components": [0.949, 0.949, 0.9608], "hex": "#f2f2f5" }
                },
                "textSecondary": {
                  "$value": { "colorSpace": "srgb", "components": [0.6392, 0.6392, 0.6784], "hex": "#a3a3ad" }
                },
                "accent": {
                  "$value": { "colorSpace": "srgb", "components": [0.3608, 0.6157, 1], "hex": "#5c9dff" }
                },
                "onAccent": {
                  "$value": { "colorSpace": "srgb", "components": [0.0588, 0.0588, 0.0706], "hex": "#0f0f12" }
                },
                "border": {
                  "$value": { "colorSpace": "srgb", "components": [0.2275, 0.2275, 0.2588], "hex": "#3a3a42" }
                },
                "shadow": {
                  "$value": { "colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.14, "hex": "#000000" }
                }
              }
            }
            """##
        ),
        (
            "tokens/layout.tokens.json",
            ##"""
            {
              "radius": {
                "$type": "dimension",
                "$description": "Corner radii, growing with the element they round.",
                "sm": {
                  "$value": { "value": 6, "unit": "px" },
                  "$description": "Small controls and tags."
                },
                "md": {
                  "$value": { "value": 10, "unit": "px" },
                  "$description": "Buttons and fields."
                },
                "lg": {
                  "$value": { "value": 16, "unit": "px" },
                  "$description": "Cards and sheets."
                },
                "full": {
                  "$value": { "value": 9999, "unit": "px" },
                  "$description": "Capsules and circles."
                }
              },
              "spacing": {
                "$type": "dimension",
                "$description": "Padding and gaps on a 4-point grid.",
                "xs": {
                  "$value": { "value": 4, "unit": "px" }
                },
                "sm": {
                  "$value": { "value": 8, "unit": "px" }
                },
                "md": {
                  "$value": { "value": 12, "unit": "px" }
                },
                "lg": {
                  "$value": { "value": 16, "unit": "px" }
                },
                "xl": {
                  "$value": { "value": 24, "unit": "px" }
                },
                "xxl": {
                  "$value": { "value": 32, "unit": "px" }
                }
              }
            }
            """##
        ),
        (
            "tokens/shadow.tokens.json",
            ##"""
            {
              "shadow": {
                "$type": "shadow",
                "$description": "Elevation: each level sits higher, with a longer, softer shadow straight down.",
                "sm": {
                  "$value": {
                    "color": "{color.shadow}",
                    "offsetX": { "value": 0, "unit": "px" },
                    "offsetY": { "value": 1, "unit": "px" },
                    "blur": { "value": 3, "unit": "px" },
                    "spread": { "value": 0, "unit": "px" }
                  },
                  "$description": "Controls at rest."
                },
                "md": {
                  "$value": {
                    "color": "{color.shadow}",
                    "offsetX": { "value": 0, "unit": "px" },
                    "offsetY": { "value": 4, "unit": "px" },
                    "blur": { "value": 12, "unit": "px" },
                    "spread": { "value": 0, "unit": "px" }
                  },
                  "$description": "Cards."
                },
                "lg": {
                  "$value": {
                    "color": "{color.shadow}",
                    "offsetX": { "value": 0, "unit": "px" },
                    "offsetY": { "value": 10, "unit": "px" },
                    "blur": { "value": 28, "unit": "px" },
                    "spread": { "value": 0, "unit": "px" }
                  },
                  "$description": "Menus, popovers and sheets."
                }
              }
            }
            """##
        ),
        (
            "tokens/motion.tokens.json",
            ##"""
            {
              "spring": {
                "$type": "spring",
                "$description": "Springs for changes a person causes.",
                "standard": {
                  "$value": { "response": 0.35, "dampingFraction": 0.85 },
                  "$description": "Most state changes."
                },
                "bouncy": {
                  "$value": { "duration": {"value": 500, "unit": "ms"}, "bounce": 0.25 },
                  "$description": "Playful feedback, in SwiftUI's duration and bounce form."
                }
              },
              "duration": {
                "$type": "duration",
                "fade": {
                  "$value": { "value": 150, "unit": "ms" },
                  "$description": "Cross-fades that nobody drives."
                }
              }
            }
            """##
        ),
        (
            "tokens/typography.tokens.json",
            ##"""
            {
              "font": {
                "family": {
                  "$type": "fontFamily",
                  "system": {
                    "$value": ["SF Pro", "system-ui", "sans-serif"],
                    "$description": "The platform's own font."
                  }
                },
                "weight": {
                  "$type": "fontWeight",
                  "regular": { "$value": "regular" },
                  "semibold": { "$value": "semi-bold" },
                  "bold": { "$value": "bold" }
                }
              },
              "typography": {
                "$type": "typography",
                "$description": "Text styles; each scales with Dynamic Type through the text style in its extensions.",
                "title": {
                  "$value": {
                    "fontFamily": "{font.family.system}",
                    "fontSize": { "value": 28, "unit": "px" },
                    "fontWeight": "{font.weight.bold}",
                    "letterSpacing": { "value": 0, "unit": "px" },
                    "lineHeight": 1.2
                  },
                  "$extensions": { "dev.tokenc": {"textStyle": "title"} }
                },
                "headline": {
                  "$value": {
                    "fontFamily": "{font.family.system}",
                    "fontSize": { "value": 17, "unit": "px" },
                    "fontWeight": "{font.weight.semibold}",
                    "letterSpacing": { "value": 0, "unit": "px" },
                    "lineHeight": 1.3
                  },
                  "$extensions": { "dev.tokenc": {"textStyle": "headline"} }
                },
                "body": {
                  "$value": {
                    "fontFamily": "{font.family.system}",
                    "fontSize": { "value": 17, "unit": "px" },
                    "fontWeight": "{font.weight.regular}",
                    "letterSpacing": { "value": 0, "unit": "px" },
                    "lineHeight": 1.4
                  },
                  "$extensions": { "dev.tokenc": {"textStyle": "body"} }
                },
                "caption": {
                  "$value": {
                    "fontFamily": "{font.family.system}",
                    "fontSize": { "value": 12, "unit": "px" },
                    "fontWeight": "{font.weight.regular}",
                    "letterSpacing": { "value": 0, "unit": "px" },
                    "lineHeight": 1.3
                  },
                  "$extensions": { "dev.tokenc": {"textStyle": "caption"} }
                }
              }
            }
            """##
        ),
    ]
}
