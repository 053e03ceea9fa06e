// Stand-in of androidx.compose.animation.core (see README.md).
package androidx.compose.animation.core

import androidx.compose.runtime.Immutable
import androidx.compose.runtime.Stable

// https://developer.android.com/reference/kotlin/androidx/compose/animation/core/Easing
// (a `fun interface` in Compose, Kotlin 1.4 syntax; the same single method here)
@Stable
interface Easing {
    fun transform(fraction: Float): Float
}

// https://developer.android.com/reference/kotlin/androidx/compose/animation/core/CubicBezierEasing
@Immutable
class CubicBezierEasing(private val a: Float, private val b: Float, private val c: Float, private val d: Float) : Easing {
    private fun bezier(p1: Float, p2: Float, t: Float): Float =
        3 * p1 * (1 - t) * (1 - t) * t + 3 * p2 * (1 - t) * t * t + t * t * t

    override fun transform(fraction: Float): Float {
        if (fraction <= 0f || fraction >= 1f) return fraction
        var low = 0f
        var high = 1f
        repeat(32) {
            val middle = (low + high) / 2
            if (bezier(a, c, middle) < fraction) low = middle else high = middle
        }
        return bezier(b, d, (low + high) / 2)
    }

    override fun equals(other: Any?): Boolean =
        other is CubicBezierEasing && a == other.a && b == other.b && c == other.c && d == other.d

    override fun hashCode(): Int = listOf(a, b, c, d).hashCode()
}

// https://developer.android.com/reference/kotlin/androidx/compose/animation/core/package-summary#FastOutSlowInEasing()
val FastOutSlowInEasing: Easing = CubicBezierEasing(0.4f, 0.0f, 0.2f, 1.0f)

// https://developer.android.com/reference/kotlin/androidx/compose/animation/core/AnimationConstants#DefaultDurationMillis()
const val DefaultDurationMillis: Int = 300

// https://developer.android.com/reference/kotlin/androidx/compose/animation/core/AnimationSpec
// (its `vectorize` member, which runs animations, is left out of these three interfaces)
interface AnimationSpec<T>

// https://developer.android.com/reference/kotlin/androidx/compose/animation/core/FiniteAnimationSpec
interface FiniteAnimationSpec<T> : AnimationSpec<T>

// https://developer.android.com/reference/kotlin/androidx/compose/animation/core/DurationBasedAnimationSpec
interface DurationBasedAnimationSpec<T> : FiniteAnimationSpec<T>

// https://developer.android.com/reference/kotlin/androidx/compose/animation/core/TweenSpec
@Immutable
class TweenSpec<T>(
    val durationMillis: Int = DefaultDurationMillis,
    val delay: Int = 0,
    val easing: Easing = FastOutSlowInEasing
) : DurationBasedAnimationSpec<T>

// https://developer.android.com/reference/kotlin/androidx/compose/animation/core/package-summary#tween(kotlin.Int,kotlin.Int,androidx.compose.animation.core.Easing)
@Stable
fun <T> tween(
    durationMillis: Int = DefaultDurationMillis,
    delayMillis: Int = 0,
    easing: Easing = FastOutSlowInEasing
): TweenSpec<T> = TweenSpec(durationMillis, delayMillis, easing)
