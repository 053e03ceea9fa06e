// Stand-in of androidx.compose.ui.graphics.colorspace (see README.md).
package androidx.compose.ui.graphics.colorspace

// https://developer.android.com/reference/kotlin/androidx/compose/ui/graphics/colorspace/ColorModel
// (a value class of the component count in Compose; its three RGB-like models here)
enum class ColorModel(val componentCount: Int) { Rgb(3), Xyz(3), Lab(3) }

// https://developer.android.com/reference/kotlin/androidx/compose/ui/graphics/colorspace/ColorSpace
abstract class ColorSpace internal constructor(val name: String, val model: ColorModel, internal val id: Int) {
    val componentCount: Int
        get() = model.componentCount

    open val isSrgb: Boolean
        get() = false
}

// https://developer.android.com/reference/kotlin/androidx/compose/ui/graphics/colorspace/Rgb
// (its primaries, white point and transfer functions are left out: the stand-in converts nothing)
class Rgb internal constructor(name: String, id: Int) : ColorSpace(name, ColorModel.Rgb, id) {
    override val isSrgb: Boolean
        get() = id == 0
}

// https://developer.android.com/reference/kotlin/androidx/compose/ui/graphics/colorspace/ColorSpaces
// The ids are the real ones (the colour space of a packed Color): Srgb 0, LinearSrgb 1, DisplayP3 7, None 16.
object ColorSpaces {
    val Srgb: Rgb = Rgb("sRGB IEC61966-2.1", id = 0)
    val LinearSrgb: Rgb = Rgb("sRGB IEC61966-2.1 (Linear)", id = 1)
    val DisplayP3: Rgb = Rgb("Display P3", id = 7)
    internal val Unspecified: Rgb = Rgb("None", id = 16)

    internal fun getColorSpace(id: Int): ColorSpace = when (id) {
        0 -> Srgb
        1 -> LinearSrgb
        7 -> DisplayP3
        16 -> Unspecified
        else -> throw IllegalArgumentException("the stand-in has no colour space $id")
    }
}
