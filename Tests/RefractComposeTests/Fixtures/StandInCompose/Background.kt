// Stand-in of androidx.compose.foundation's background modifier (see README.md).
package androidx.compose.foundation

import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color

// https://developer.android.com/reference/kotlin/androidx/compose/foundation/package-summary#(androidx.compose.ui.Modifier).background(androidx.compose.ui.graphics.Color,androidx.compose.ui.graphics.Shape)
// The colour; the later `shape` (default `RectangleShape`) is left out.
fun Modifier.background(color: Color): Modifier = this
