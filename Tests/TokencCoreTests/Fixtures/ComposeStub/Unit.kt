// Stub of androidx.compose.ui.unit (see Compose.kt).

@file:Suppress("unused", "UNUSED_PARAMETER")

package androidx.compose.ui.unit

/** `value class Dp(val value: Float)`. */
class Dp(val value: Float) {
    /** `operator fun unaryMinus(): Dp`. */
    operator fun unaryMinus(): Dp = Dp(-value)
}

/** `val Int.dp: Dp`, `val Double.dp: Dp`, `val Float.dp: Dp`. */
val Int.dp: Dp get() = Dp(toFloat())
val Double.dp: Dp get() = Dp(toFloat())
val Float.dp: Dp get() = Dp(this)

/** `value class TextUnit`: a length in sp or em. */
class TextUnit(val value: Float, val isEm: Boolean) {
    /** `operator fun unaryMinus(): TextUnit`. */
    operator fun unaryMinus(): TextUnit = TextUnit(-value, isEm)

    companion object {
        /** `val Unspecified: TextUnit`. */
        val Unspecified = TextUnit(Float.NaN, false)
    }
}

/** `val Int.sp: TextUnit`, `val Double.sp: TextUnit`, `val Float.sp: TextUnit`. */
val Int.sp: TextUnit get() = TextUnit(toFloat(), false)
val Double.sp: TextUnit get() = TextUnit(toFloat(), false)
val Float.sp: TextUnit get() = TextUnit(this, false)

/** `val Int.em: TextUnit`, `val Double.em: TextUnit`, `val Float.em: TextUnit`. */
val Int.em: TextUnit get() = TextUnit(toFloat(), true)
val Double.em: TextUnit get() = TextUnit(toFloat(), true)
val Float.em: TextUnit get() = TextUnit(this, true)
