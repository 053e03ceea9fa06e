// Stand-in of androidx.compose.ui.Modifier, androidx.compose.ui.Alignment and the layouts of
// androidx.compose.foundation.layout that the previews use (see README.md). `Column` and `Row` run their content
// once, as a composition would; `Box`, `BasicText` and the modifiers draw nothing.
package androidx.compose.foundation.layout

import androidx.compose.runtime.Composable
import androidx.compose.runtime.Immutable
import androidx.compose.runtime.Stable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.Dp

// https://developer.android.com/reference/kotlin/androidx/compose/foundation/layout/Arrangement — the two
// arrangements the layouts default to; the interfaces' members (`spacing`, `arrange`) are left out.
@Immutable
object Arrangement {
    // https://developer.android.com/reference/kotlin/androidx/compose/foundation/layout/Arrangement.Horizontal
    @Stable
    interface Horizontal

    // https://developer.android.com/reference/kotlin/androidx/compose/foundation/layout/Arrangement.Vertical
    @Stable
    interface Vertical

    // https://developer.android.com/reference/kotlin/androidx/compose/foundation/layout/Arrangement#Start()
    @Stable
    val Start: Horizontal = object : Horizontal {}

    // https://developer.android.com/reference/kotlin/androidx/compose/foundation/layout/Arrangement#Top()
    @Stable
    val Top: Vertical = object : Vertical {}
}

// https://developer.android.com/reference/kotlin/androidx/compose/foundation/layout/ColumnScope
@Immutable
interface ColumnScope

// https://developer.android.com/reference/kotlin/androidx/compose/foundation/layout/RowScope
@Immutable
interface RowScope

@PublishedApi internal object ColumnScopeInstance : ColumnScope
@PublishedApi internal object RowScopeInstance : RowScope

// https://developer.android.com/reference/kotlin/androidx/compose/foundation/layout/package-summary#Column(androidx.compose.ui.Modifier,androidx.compose.foundation.layout.Arrangement.Vertical,androidx.compose.ui.Alignment.Horizontal,kotlin.Function1)
@Composable
inline fun Column(
    modifier: Modifier = Modifier,
    verticalArrangement: Arrangement.Vertical = Arrangement.Top,
    horizontalAlignment: Alignment.Horizontal = Alignment.Start,
    content: @Composable() ColumnScope.() -> Unit
) {
    ColumnScopeInstance.content()
}

// https://developer.android.com/reference/kotlin/androidx/compose/foundation/layout/package-summary#Row(androidx.compose.ui.Modifier,androidx.compose.foundation.layout.Arrangement.Horizontal,androidx.compose.ui.Alignment.Vertical,kotlin.Function1)
@Composable
inline fun Row(
    modifier: Modifier = Modifier,
    horizontalArrangement: Arrangement.Horizontal = Arrangement.Start,
    verticalAlignment: Alignment.Vertical = Alignment.Top,
    content: @Composable() RowScope.() -> Unit
) {
    RowScopeInstance.content()
}

// https://developer.android.com/reference/kotlin/androidx/compose/foundation/layout/package-summary#Box(androidx.compose.ui.Modifier)
@Composable
fun Box(modifier: Modifier) {}

// https://developer.android.com/reference/kotlin/androidx/compose/foundation/layout/package-summary#(androidx.compose.ui.Modifier).padding(androidx.compose.ui.unit.Dp)
@Stable
fun Modifier.padding(all: Dp): Modifier = this

// https://developer.android.com/reference/kotlin/androidx/compose/foundation/layout/package-summary#(androidx.compose.ui.Modifier).size(androidx.compose.ui.unit.Dp,androidx.compose.ui.unit.Dp)
@Stable
fun Modifier.size(width: Dp, height: Dp): Modifier = this
