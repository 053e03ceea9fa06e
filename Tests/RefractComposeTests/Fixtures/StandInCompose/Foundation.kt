// Stand-in of androidx.compose.foundation (see README.md).
package androidx.compose.foundation

import androidx.compose.runtime.Composable
import androidx.compose.runtime.ReadOnlyComposable

// https://developer.android.com/reference/kotlin/androidx/compose/foundation/package-summary#isSystemInDarkTheme()
// The stand-in's system is in light mode.
@Composable
@ReadOnlyComposable
fun isSystemInDarkTheme(): Boolean = false
