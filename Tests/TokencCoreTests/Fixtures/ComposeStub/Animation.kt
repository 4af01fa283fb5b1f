// Stub of androidx.compose.animation.core (see Compose.kt).

@file:Suppress("unused", "UNUSED_PARAMETER")

package androidx.compose.animation.core

/** `fun interface Easing { fun transform(fraction: Float): Float }`. */
interface Easing {
    fun transform(fraction: Float): Float
}

/** `class CubicBezierEasing(a: Float, b: Float, c: Float, d: Float) : Easing`. */
class CubicBezierEasing(private val a: Float, private val b: Float, private val c: Float, private val d: Float) : Easing {
    override fun transform(fraction: Float): Float = fraction
}

/** `val FastOutSlowInEasing: Easing`. */
val FastOutSlowInEasing: Easing = CubicBezierEasing(0.4f, 0.0f, 0.2f, 1.0f)

interface AnimationSpec<T>
interface FiniteAnimationSpec<T> : AnimationSpec<T>

/** `object Spring`: its defaults. */
object Spring {
    const val DampingRatioNoBouncy = 1f
    const val StiffnessMedium = 1500f
}

/** `class SpringSpec<T>(dampingRatio: Float, stiffness: Float, visibilityThreshold: T?)`. */
class SpringSpec<T>(
    val dampingRatio: Float = Spring.DampingRatioNoBouncy,
    val stiffness: Float = Spring.StiffnessMedium,
    val visibilityThreshold: T? = null
) : FiniteAnimationSpec<T>

/** `fun <T> spring(dampingRatio: Float, stiffness: Float, visibilityThreshold: T?): SpringSpec<T>`. */
fun <T> spring(
    dampingRatio: Float = Spring.DampingRatioNoBouncy,
    stiffness: Float = Spring.StiffnessMedium,
    visibilityThreshold: T? = null
): SpringSpec<T> = SpringSpec(dampingRatio, stiffness, visibilityThreshold)

/** `class TweenSpec<T>(durationMillis: Int, delay: Int, easing: Easing)`. */
class TweenSpec<T>(val durationMillis: Int = 300, val delay: Int = 0, val easing: Easing = FastOutSlowInEasing) :
    FiniteAnimationSpec<T>

/** `fun <T> tween(durationMillis: Int, delayMillis: Int, easing: Easing): TweenSpec<T>`. */
fun <T> tween(durationMillis: Int = 300, delayMillis: Int = 0, easing: Easing = FastOutSlowInEasing): TweenSpec<T> =
    TweenSpec(durationMillis, delayMillis, easing)
