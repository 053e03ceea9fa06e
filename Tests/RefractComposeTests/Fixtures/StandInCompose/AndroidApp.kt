// Stand-in of android.app and android.os (see README.md).
package android.app

// https://developer.android.com/reference/android/app/UiModeManager#getContrast()
// (added in API level 34: the contrast from -1 to 1, 0 standard; the stand-in's user chose standard)
open class UiModeManager {
    open val contrast: Float
        get() = 0f
}
