// A stub of the Jetpack Compose declarations the bundled `compose` template uses, written from the Compose API
// reference (developer.android.com/reference/kotlin/androidx/compose): the same packages, names, parameter names,
// parameter types and defaults, with bodies that only hold values. Compose's value classes (`Color`, `Dp`,
// `TextUnit`) are plain classes here, which the Kotlin that Debian ships (1.3) reads. Tests compile the generated
// file against it with kotlinc.

@file:Suppress("unused", "UNUSED_PARAMETER")

package androidx.compose.ui.graphics

/**
 * `value class Color(val value: ULong)`: made by the top-level `Color(...)` functions. Its constructor takes a
 * color space id beside the bits so that it does not clash with `Color(color: Long)` (Compose's takes a ULong).
 */
class Color private constructor(val packed: Long, val colorSpace: Int) {
    companion object {
        internal fun argb(argb: Long): Color = Color(argb and 0xFFFFFFFFL, 0)
    }
}

/** `fun Color(color: Int): Color`: a 32-bit ARGB color. */
fun Color(color: Int): Color = Color.argb(color.toLong())

/** `fun Color(color: Long): Color`: a 32-bit ARGB color in the low bits of a Long. */
fun Color(color: Long): Color = Color.argb(color)

/** `fun Color(red: Float, green: Float, blue: Float, alpha: Float = 1.0f, colorSpace: ColorSpace = ...)`. */
fun Color(red: Float, green: Float, blue: Float, alpha: Float = 1.0f): Color =
    Color.argb(((alpha * 255).toLong() shl 24) or ((red * 255).toLong() shl 16) or ((green * 255).toLong() shl 8) or (blue * 255).toLong())

/** `abstract class Brush`. */
abstract class Brush

/** `class SolidColor(val value: Color) : Brush`. */
class SolidColor(val value: Color) : Brush()
