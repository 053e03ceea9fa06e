// Stand-in of androidx.compose.ui.text.font (see README.md).
package androidx.compose.ui.text.font

import androidx.compose.runtime.Immutable

// https://developer.android.com/reference/kotlin/androidx/compose/ui/text/font/FontWeight
@Immutable
class FontWeight(val weight: Int) : Comparable<FontWeight> {
    init {
        require(weight in 1..1000) { "Font weight can be in range [1, 1000]. Current value: $weight" }
    }

    override fun compareTo(other: FontWeight): Int = weight.compareTo(other.weight)
    override fun equals(other: Any?): Boolean = other is FontWeight && weight == other.weight
    override fun hashCode(): Int = weight
}

// https://developer.android.com/reference/kotlin/androidx/compose/ui/text/font/FontFamily
@Immutable
sealed class FontFamily(val canLoadSynchronously: Boolean) {
    companion object {
        val Default: SystemFontFamily = DefaultFontFamily()
        val SansSerif: GenericFontFamily = GenericFontFamily("sans-serif", "FontFamily.SansSerif")
        val Serif: GenericFontFamily = GenericFontFamily("serif", "FontFamily.Serif")
        val Monospace: GenericFontFamily = GenericFontFamily("monospace", "FontFamily.Monospace")
        val Cursive: GenericFontFamily = GenericFontFamily("cursive", "FontFamily.Cursive")
    }
}

// https://developer.android.com/reference/kotlin/androidx/compose/ui/text/font/SystemFontFamily
sealed class SystemFontFamily : FontFamily(true)

// https://developer.android.com/reference/kotlin/androidx/compose/ui/text/font/DefaultFontFamily
class DefaultFontFamily internal constructor() : SystemFontFamily()

// https://developer.android.com/reference/kotlin/androidx/compose/ui/text/font/GenericFontFamily
class GenericFontFamily internal constructor(val name: String, private val fontFamilyName: String) : SystemFontFamily()
