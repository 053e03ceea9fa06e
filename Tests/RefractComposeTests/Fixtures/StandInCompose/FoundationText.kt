// Stand-in of androidx.compose.foundation.text.BasicText (see README.md).
package androidx.compose.foundation.text

import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.text.TextStyle

// https://developer.android.com/reference/kotlin/androidx/compose/foundation/text/package-summary#BasicText(kotlin.String,androidx.compose.ui.Modifier,androidx.compose.ui.text.TextStyle,kotlin.Function1,androidx.compose.ui.text.style.TextOverflow,kotlin.Boolean,kotlin.Int,kotlin.Int,androidx.compose.ui.graphics.ColorProducer)
// The first three parameters; the later ones (onTextLayout, overflow, softWrap, maxLines, minLines, color), all
// defaulted, are left out.
@Composable
fun BasicText(text: String, modifier: Modifier = Modifier, style: TextStyle = TextStyle.Default) {}
