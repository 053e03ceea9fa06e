// Stand-in of androidx.compose.ui's Modifier and Alignment (see README.md).
package androidx.compose.ui

import androidx.compose.runtime.Immutable
import androidx.compose.runtime.Stable

// https://developer.android.com/reference/kotlin/androidx/compose/ui/Modifier — its chaining (`then`); the
// folds and `any`/`all` are left out. The companion is the empty modifier every chain starts from.
@Stable
interface Modifier {
    // https://developer.android.com/reference/kotlin/androidx/compose/ui/Modifier#then(androidx.compose.ui.Modifier)
    infix fun then(other: Modifier): Modifier = if (other === Modifier) this else other

    // https://developer.android.com/reference/kotlin/androidx/compose/ui/Modifier.Companion
    companion object : Modifier {
        override infix fun then(other: Modifier): Modifier = other
    }
}

// https://developer.android.com/reference/kotlin/androidx/compose/ui/Alignment — the two alignments the layouts
// default to; `align` and the other alignments are left out.
@Stable
interface Alignment {
    // https://developer.android.com/reference/kotlin/androidx/compose/ui/Alignment.Horizontal
    @Stable
    interface Horizontal

    // https://developer.android.com/reference/kotlin/androidx/compose/ui/Alignment.Vertical
    @Stable
    interface Vertical

    companion object {
        // https://developer.android.com/reference/kotlin/androidx/compose/ui/Alignment#Start()
        @Stable
        val Start: Horizontal = object : Horizontal {}

        // https://developer.android.com/reference/kotlin/androidx/compose/ui/Alignment#Top()
        @Stable
        val Top: Vertical = object : Vertical {}
    }
}
