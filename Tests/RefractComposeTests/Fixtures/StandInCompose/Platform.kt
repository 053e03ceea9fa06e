// Stand-in of androidx.compose.ui.platform (see README.md).
package androidx.compose.ui.platform

import android.content.Context
import androidx.compose.runtime.ProvidableCompositionLocal
import androidx.compose.runtime.staticCompositionLocalOf

// https://developer.android.com/reference/kotlin/androidx/compose/ui/platform/package-summary#LocalContext()
val LocalContext: ProvidableCompositionLocal<Context> = staticCompositionLocalOf { error("no Context outside an Android composition") }
