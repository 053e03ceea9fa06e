// Stand-in of the Android framework classes the generated RefractTheme.android.kt touches (see README.md).
// Java's getters are declared as Kotlin properties, which Kotlin code reads the same way (`manager.contrast`).
package android.content

// https://developer.android.com/reference/android/content/Context
abstract class Context {
    // https://developer.android.com/reference/android/content/Context#getSystemService(java.lang.String)
    abstract fun getSystemService(name: String): Any?

    companion object {
        // https://developer.android.com/reference/android/content/Context#UI_MODE_SERVICE
        const val UI_MODE_SERVICE: String = "uimode"
    }
}
