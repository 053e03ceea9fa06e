// Stand-in of android.content.res.Configuration (see README.md): the night-mode constants of `uiMode`, which
// `@Preview(uiMode = …)` takes. Java's static final ints are compile-time constants; here `const val`s of a
// companion, which Kotlin reads the same way (`Configuration.UI_MODE_NIGHT_YES`).
package android.content.res

// https://developer.android.com/reference/android/content/res/Configuration
class Configuration {
    companion object {
        // https://developer.android.com/reference/android/content/res/Configuration#UI_MODE_NIGHT_MASK
        const val UI_MODE_NIGHT_MASK: Int = 0x30

        // https://developer.android.com/reference/android/content/res/Configuration#UI_MODE_NIGHT_UNDEFINED
        const val UI_MODE_NIGHT_UNDEFINED: Int = 0x00

        // https://developer.android.com/reference/android/content/res/Configuration#UI_MODE_NIGHT_NO
        const val UI_MODE_NIGHT_NO: Int = 0x10

        // https://developer.android.com/reference/android/content/res/Configuration#UI_MODE_NIGHT_YES
        const val UI_MODE_NIGHT_YES: Int = 0x20
    }
}
