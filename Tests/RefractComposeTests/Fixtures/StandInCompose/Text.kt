// Stand-in of androidx.compose.ui.text and androidx.compose.ui.text.font (see README.md).
package androidx.compose.ui.text

import androidx.compose.runtime.Immutable
import androidx.compose.runtime.Stable
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.text.font.FontFamily
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.TextUnit

// https://developer.android.com/reference/kotlin/androidx/compose/ui/text/TextStyle
// The constructor's parameters that the generated code passes, with their real names, types and defaults;
// the others (fontStyle, baselineShift, textAlign …), all defaulted, are left out.
@Immutable
class TextStyle(
    val color: Color = Color.Unspecified,
    val fontSize: TextUnit = TextUnit.Unspecified,
    val fontWeight: FontWeight? = null,
    val fontFamily: FontFamily? = null,
    val letterSpacing: TextUnit = TextUnit.Unspecified,
    val lineHeight: TextUnit = TextUnit.Unspecified
) {
    override fun equals(other: Any?): Boolean = other is TextStyle && color == other.color &&
        fontSize == other.fontSize && fontWeight == other.fontWeight && fontFamily == other.fontFamily &&
        letterSpacing == other.letterSpacing && lineHeight == other.lineHeight

    override fun hashCode(): Int = listOf(color, fontSize, fontWeight, fontFamily, letterSpacing, lineHeight).hashCode()

    companion object {
        // https://developer.android.com/reference/kotlin/androidx/compose/ui/text/TextStyle#Default()
        @Stable
        val Default: TextStyle = TextStyle()
    }
}
