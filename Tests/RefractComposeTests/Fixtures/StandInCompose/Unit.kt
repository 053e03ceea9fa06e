// Stand-in of androidx.compose.ui.unit (see README.md).
package androidx.compose.ui.unit

import androidx.compose.runtime.Immutable
import androidx.compose.runtime.Stable

// https://developer.android.com/reference/kotlin/androidx/compose/ui/unit/Dp
@Immutable
inline class Dp(val value: Float) : Comparable<Dp> {
    override fun compareTo(other: Dp): Int = value.compareTo(other.value)
}

// https://developer.android.com/reference/kotlin/androidx/compose/ui/unit/package-summary#(kotlin.Int).dp()
@Stable
val Int.dp: Dp
    get() = Dp(value = this.toFloat())

// https://developer.android.com/reference/kotlin/androidx/compose/ui/unit/package-summary#(kotlin.Double).dp()
@Stable
val Double.dp: Dp
    get() = Dp(value = this.toFloat())

// https://developer.android.com/reference/kotlin/androidx/compose/ui/unit/TextUnitType
inline class TextUnitType(internal val type: Long) {
    companion object {
        val Unspecified: TextUnitType get() = TextUnitType(0x00L shl 32)
        val Sp: TextUnitType get() = TextUnitType(0x01L shl 32)
        val Em: TextUnitType get() = TextUnitType(0x02L shl 32)
    }
}

// https://developer.android.com/reference/kotlin/androidx/compose/ui/unit/TextUnit
// Packed as the real one: the unit type in the high 32 bits, the value's float bits in the low 32. Its
// constructor is internal in Compose; Kotlin 1.3 requires an inline class's to be public.
@Immutable
inline class TextUnit(internal val packedValue: Long) {
    val type: TextUnitType
        get() = TextUnitType(packedValue and (0xffL shl 32))

    val value: Float
        get() = java.lang.Float.intBitsToFloat((packedValue and 0xffffffffL).toInt())

    companion object {
        @Stable
        val Unspecified: TextUnit
            get() = TextUnit(0L)
    }
}

internal fun pack(unitType: Long, v: Float): TextUnit =
    TextUnit(unitType or (java.lang.Float.floatToRawIntBits(v).toLong() and 0xffffffffL))

// https://developer.android.com/reference/kotlin/androidx/compose/ui/unit/package-summary#(kotlin.Int).sp()
@Stable
val Int.sp: TextUnit
    get() = pack(0x01L shl 32, this.toFloat())

// https://developer.android.com/reference/kotlin/androidx/compose/ui/unit/package-summary#(kotlin.Double).sp()
@Stable
val Double.sp: TextUnit
    get() = pack(0x01L shl 32, this.toFloat())

// https://developer.android.com/reference/kotlin/androidx/compose/ui/unit/package-summary#(kotlin.Int).em()
@Stable
val Int.em: TextUnit
    get() = pack(0x02L shl 32, this.toFloat())

// https://developer.android.com/reference/kotlin/androidx/compose/ui/unit/package-summary#(kotlin.Double).em()
@Stable
val Double.em: TextUnit
    get() = pack(0x02L shl 32, this.toFloat())
