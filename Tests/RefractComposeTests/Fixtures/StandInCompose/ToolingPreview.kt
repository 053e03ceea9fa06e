// Stand-in of androidx.compose.ui.tooling.preview (see README.md).
package androidx.compose.ui.tooling.preview

// https://developer.android.com/reference/kotlin/androidx/compose/ui/tooling/preview/Preview — its parameters
// in order with their defaults. Two differences: the retention is SOURCE, not BINARY, since Kotlin 1.3 refuses
// to repeat an annotation of any other retention ("repeatable annotations with non-SOURCE retention are not yet
// supported"), and a multipreview annotation repeats it; and the lint-only annotations of the parameters
// (`@IntRange`, `@FloatRange`, `@UiMode`, `@Device`, `@Wallpaper`, of androidx.annotation) are left out.
@MustBeDocumented
@Retention(AnnotationRetention.SOURCE)
@Target(AnnotationTarget.ANNOTATION_CLASS, AnnotationTarget.FUNCTION)
@Repeatable
annotation class Preview(
    val name: String = "",
    val group: String = "",
    val apiLevel: Int = -1,
    val widthDp: Int = -1,
    val heightDp: Int = -1,
    val locale: String = "",
    val fontScale: Float = 1f,
    val showSystemUi: Boolean = false,
    val showBackground: Boolean = false,
    val backgroundColor: Long = 0,
    val uiMode: Int = 0,
    val device: String = Devices.DEFAULT,
    val wallpaper: Int = Wallpapers.NONE
)

// https://developer.android.com/reference/kotlin/androidx/compose/ui/tooling/preview/Devices#DEFAULT()
object Devices {
    const val DEFAULT: String = ""
}

// https://developer.android.com/reference/kotlin/androidx/compose/ui/tooling/preview/Wallpapers#NONE()
object Wallpapers {
    const val NONE: Int = -1
}
