// Stand-in of androidx.compose.foundation.shape (see README.md).
package androidx.compose.foundation.shape

import androidx.compose.ui.unit.Dp

// https://developer.android.com/reference/kotlin/androidx/compose/foundation/shape/CornerSize
// (the stand-in keeps the size it was made with, so a driver can read it back)
interface CornerSize {
    val dp: Dp
}

// https://developer.android.com/reference/kotlin/androidx/compose/foundation/shape/package-summary#CornerSize(androidx.compose.ui.unit.Dp)
fun CornerSize(size: Dp): CornerSize = object : CornerSize {
    override val dp: Dp = size
}

// https://developer.android.com/reference/kotlin/androidx/compose/foundation/shape/CornerBasedShape
// (the real class's four corners, constructor parameters in the real order)
abstract class CornerBasedShape(
    val topStart: CornerSize,
    val topEnd: CornerSize,
    val bottomEnd: CornerSize,
    val bottomStart: CornerSize
)

// https://developer.android.com/reference/kotlin/androidx/compose/foundation/shape/RoundedCornerShape
class RoundedCornerShape(
    topStart: CornerSize,
    topEnd: CornerSize,
    bottomEnd: CornerSize,
    bottomStart: CornerSize
) : CornerBasedShape(topStart, topEnd, bottomEnd, bottomStart)

// https://developer.android.com/reference/kotlin/androidx/compose/foundation/shape/package-summary#RoundedCornerShape(androidx.compose.ui.unit.Dp)
fun RoundedCornerShape(size: Dp): RoundedCornerShape = CornerSize(size).let { RoundedCornerShape(it, it, it, it) }
