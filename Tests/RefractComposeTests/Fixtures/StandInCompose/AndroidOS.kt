// Stand-in of android.os.Build (see README.md).
package android.os

// https://developer.android.com/reference/android/os/Build.VERSION#SDK_INT
class Build {
    class VERSION {
        companion object {
            @JvmField
            val SDK_INT: Int = 34
        }
    }
}
