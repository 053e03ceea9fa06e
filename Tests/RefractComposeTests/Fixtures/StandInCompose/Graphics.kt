// Stand-in of androidx.compose.ui.graphics (see README.md).
package androidx.compose.ui.graphics

import androidx.compose.runtime.Immutable
import androidx.compose.runtime.Stable
import androidx.compose.ui.graphics.colorspace.ColorSpace
import androidx.compose.ui.graphics.colorspace.ColorSpaces

// https://developer.android.com/reference/kotlin/androidx/compose/ui/graphics/Color
// Packed as the real one: sRGB as ARGB in the high 32 bits; any other space as three half floats, a 10-bit
// alpha and the 6-bit colour space id.
@Immutable
inline class Color(val value: ULong) {
    @Stable
    val colorSpace: ColorSpace
        get() = ColorSpaces.getColorSpace((value and 0x3fUL).toInt())

    @Stable
    val red: Float
        get() = if ((value and 0x3fUL) == 0UL) ((value shr 48) and 0xffUL).toFloat() / 255.0f
        else Half.toFloat(((value shr 48) and 0xffffUL).toInt())

    @Stable
    val green: Float
        get() = if ((value and 0x3fUL) == 0UL) ((value shr 40) and 0xffUL).toFloat() / 255.0f
        else Half.toFloat(((value shr 32) and 0xffffUL).toInt())

    @Stable
    val blue: Float
        get() = if ((value and 0x3fUL) == 0UL) ((value shr 32) and 0xffUL).toFloat() / 255.0f
        else Half.toFloat(((value shr 16) and 0xffffUL).toInt())

    @Stable
    val alpha: Float
        get() = if ((value and 0x3fUL) == 0UL) ((value shr 56) and 0xffUL).toFloat() / 255.0f
        else ((value shr 6) and 0x3ffUL).toFloat() / 1023.0f

    companion object {
        // https://developer.android.com/reference/kotlin/androidx/compose/ui/graphics/Color#Black()
        @Stable
        val Black: Color
            get() = Color(0xFF000000)

        // https://developer.android.com/reference/kotlin/androidx/compose/ui/graphics/Color#White()
        @Stable
        val White: Color
            get() = Color(0xFFFFFFFF)

        @Stable
        val Unspecified: Color
            get() = Color(0f, 0f, 0f, 0f, ColorSpaces.Unspecified)
    }
}

// https://developer.android.com/reference/kotlin/androidx/compose/ui/graphics/package-summary#Color(kotlin.Long)
@Stable
fun Color(color: Long): Color = Color((color shl 32).toULong())

// https://developer.android.com/reference/kotlin/androidx/compose/ui/graphics/package-summary#Color(kotlin.Float,kotlin.Float,kotlin.Float,kotlin.Float,androidx.compose.ui.graphics.colorspace.ColorSpace)
@Stable
fun Color(
    red: Float,
    green: Float,
    blue: Float,
    alpha: Float = 1f,
    colorSpace: ColorSpace = ColorSpaces.Srgb
): Color {
    fun unit(x: Float) = x.coerceIn(0.0f, 1.0f)
    if (colorSpace.isSrgb) {
        val argb = ((unit(alpha) * 255.0f + 0.5f).toInt() shl 24) or
            ((unit(red) * 255.0f + 0.5f).toInt() shl 16) or
            ((unit(green) * 255.0f + 0.5f).toInt() shl 8) or
            (unit(blue) * 255.0f + 0.5f).toInt()
        return Color(argb.toULong() shl 32)
    }
    require(colorSpace.componentCount == 3) { "Color only works with ColorSpaces with 3 components" }
    val r = Half.fromFloat(red).toLong()
    val g = Half.fromFloat(green).toLong()
    val b = Half.fromFloat(blue).toLong()
    val a = (unit(alpha) * 1023.0f + 0.5f).toInt().toLong()
    return Color(
        (((r and 0xffffL) shl 48) or ((g and 0xffffL) shl 32) or ((b and 0xffffL) shl 16) or
            ((a and 0x03ffL) shl 6) or (colorSpace.id.toLong() and 0x003fL)).toULong()
    )
}

/** IEEE 754 half floats, as Compose's `Float16` stores colour components (round to nearest even). */
internal object Half {
    fun fromFloat(value: Float): Int {
        val bits = java.lang.Float.floatToRawIntBits(value)
        val sign = (bits ushr 16) and 0x8000
        val exponent = (bits ushr 23) and 0xff
        var mantissa = bits and 0x7fffff
        if (exponent == 0xff) return sign or 0x7c00 or (if (mantissa != 0) 0x200 else 0)
        var e = exponent - 127 + 15
        if (e >= 0x1f) return sign or 0x7c00
        if (e <= 0) {
            if (e < -10) return sign
            mantissa = mantissa or 0x800000
            val shift = 14 - e
            var half = mantissa shr shift
            val rest = mantissa and ((1 shl shift) - 1)
            val halfway = 1 shl (shift - 1)
            if (rest > halfway || (rest == halfway && (half and 1) != 0)) half += 1
            return sign or half
        }
        var half = (e shl 10) or (mantissa shr 13)
        val rest = mantissa and 0x1fff
        if (rest > 0x1000 || (rest == 0x1000 && (half and 1) != 0)) half += 1
        return sign or half
    }

    fun toFloat(half: Int): Float {
        val sign = if ((half and 0x8000) != 0) -1.0f else 1.0f
        val exponent = (half ushr 10) and 0x1f
        val mantissa = half and 0x3ff
        return when (exponent) {
            0 -> sign * mantissa / 1024.0f / 16384.0f
            0x1f -> if (mantissa == 0) sign * Float.POSITIVE_INFINITY else Float.NaN
            else -> sign * (1.0f + mantissa / 1024.0f) * Math.pow(2.0, (exponent - 15).toDouble()).toFloat()
        }
    }
}
