// Stand-in of androidx.compose.material3 (see README.md).
package androidx.compose.material3

import android.content.Context
import androidx.compose.foundation.shape.CornerBasedShape
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.ReadOnlyComposable
import androidx.compose.runtime.Stable
import androidx.compose.runtime.staticCompositionLocalOf
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.unit.dp

// https://developer.android.com/reference/kotlin/androidx/compose/material3/ColorScheme
@Stable
class ColorScheme(
    val primary: Color,
    val onPrimary: Color,
    val primaryContainer: Color,
    val onPrimaryContainer: Color,
    val inversePrimary: Color,
    val secondary: Color,
    val onSecondary: Color,
    val secondaryContainer: Color,
    val onSecondaryContainer: Color,
    val tertiary: Color,
    val onTertiary: Color,
    val tertiaryContainer: Color,
    val onTertiaryContainer: Color,
    val background: Color,
    val onBackground: Color,
    val surface: Color,
    val onSurface: Color,
    val surfaceVariant: Color,
    val onSurfaceVariant: Color,
    val surfaceTint: Color,
    val inverseSurface: Color,
    val inverseOnSurface: Color,
    val error: Color,
    val onError: Color,
    val errorContainer: Color,
    val onErrorContainer: Color,
    val outline: Color,
    val outlineVariant: Color,
    val scrim: Color,
    val surfaceBright: Color,
    val surfaceContainer: Color,
    val surfaceContainerHigh: Color,
    val surfaceContainerHighest: Color,
    val surfaceContainerLow: Color,
    val surfaceContainerLowest: Color,
    val surfaceDim: Color
)

// https://developer.android.com/reference/kotlin/androidx/compose/material3/package-summary (lightColorScheme)
// The real defaults are Material's baseline colours (ColorLightTokens); the stand-in leaves them unspecified.
fun lightColorScheme(
    primary: Color = Color.Unspecified,
    onPrimary: Color = Color.Unspecified,
    primaryContainer: Color = Color.Unspecified,
    onPrimaryContainer: Color = Color.Unspecified,
    inversePrimary: Color = Color.Unspecified,
    secondary: Color = Color.Unspecified,
    onSecondary: Color = Color.Unspecified,
    secondaryContainer: Color = Color.Unspecified,
    onSecondaryContainer: Color = Color.Unspecified,
    tertiary: Color = Color.Unspecified,
    onTertiary: Color = Color.Unspecified,
    tertiaryContainer: Color = Color.Unspecified,
    onTertiaryContainer: Color = Color.Unspecified,
    background: Color = Color.Unspecified,
    onBackground: Color = Color.Unspecified,
    surface: Color = Color.Unspecified,
    onSurface: Color = Color.Unspecified,
    surfaceVariant: Color = Color.Unspecified,
    onSurfaceVariant: Color = Color.Unspecified,
    surfaceTint: Color = Color.Unspecified,
    inverseSurface: Color = Color.Unspecified,
    inverseOnSurface: Color = Color.Unspecified,
    error: Color = Color.Unspecified,
    onError: Color = Color.Unspecified,
    errorContainer: Color = Color.Unspecified,
    onErrorContainer: Color = Color.Unspecified,
    outline: Color = Color.Unspecified,
    outlineVariant: Color = Color.Unspecified,
    scrim: Color = Color.Unspecified,
    surfaceBright: Color = Color.Unspecified,
    surfaceContainer: Color = Color.Unspecified,
    surfaceContainerHigh: Color = Color.Unspecified,
    surfaceContainerHighest: Color = Color.Unspecified,
    surfaceContainerLow: Color = Color.Unspecified,
    surfaceContainerLowest: Color = Color.Unspecified,
    surfaceDim: Color = Color.Unspecified
): ColorScheme = ColorScheme(primary, onPrimary, primaryContainer, onPrimaryContainer, inversePrimary, secondary, onSecondary, secondaryContainer, onSecondaryContainer, tertiary, onTertiary, tertiaryContainer, onTertiaryContainer, background, onBackground, surface, onSurface, surfaceVariant, onSurfaceVariant, surfaceTint, inverseSurface, inverseOnSurface, error, onError, errorContainer, onErrorContainer, outline, outlineVariant, scrim, surfaceBright, surfaceContainer, surfaceContainerHigh, surfaceContainerHighest, surfaceContainerLow, surfaceContainerLowest, surfaceDim)

// https://developer.android.com/reference/kotlin/androidx/compose/material3/package-summary (darkColorScheme)
// The real defaults are Material's baseline colours (ColorDarkTokens); the stand-in leaves them unspecified.
fun darkColorScheme(
    primary: Color = Color.Unspecified,
    onPrimary: Color = Color.Unspecified,
    primaryContainer: Color = Color.Unspecified,
    onPrimaryContainer: Color = Color.Unspecified,
    inversePrimary: Color = Color.Unspecified,
    secondary: Color = Color.Unspecified,
    onSecondary: Color = Color.Unspecified,
    secondaryContainer: Color = Color.Unspecified,
    onSecondaryContainer: Color = Color.Unspecified,
    tertiary: Color = Color.Unspecified,
    onTertiary: Color = Color.Unspecified,
    tertiaryContainer: Color = Color.Unspecified,
    onTertiaryContainer: Color = Color.Unspecified,
    background: Color = Color.Unspecified,
    onBackground: Color = Color.Unspecified,
    surface: Color = Color.Unspecified,
    onSurface: Color = Color.Unspecified,
    surfaceVariant: Color = Color.Unspecified,
    onSurfaceVariant: Color = Color.Unspecified,
    surfaceTint: Color = Color.Unspecified,
    inverseSurface: Color = Color.Unspecified,
    inverseOnSurface: Color = Color.Unspecified,
    error: Color = Color.Unspecified,
    onError: Color = Color.Unspecified,
    errorContainer: Color = Color.Unspecified,
    onErrorContainer: Color = Color.Unspecified,
    outline: Color = Color.Unspecified,
    outlineVariant: Color = Color.Unspecified,
    scrim: Color = Color.Unspecified,
    surfaceBright: Color = Color.Unspecified,
    surfaceContainer: Color = Color.Unspecified,
    surfaceContainerHigh: Color = Color.Unspecified,
    surfaceContainerHighest: Color = Color.Unspecified,
    surfaceContainerLow: Color = Color.Unspecified,
    surfaceContainerLowest: Color = Color.Unspecified,
    surfaceDim: Color = Color.Unspecified
): ColorScheme = ColorScheme(primary, onPrimary, primaryContainer, onPrimaryContainer, inversePrimary, secondary, onSecondary, secondaryContainer, onSecondaryContainer, tertiary, onTertiary, tertiaryContainer, onTertiaryContainer, background, onBackground, surface, onSurface, surfaceVariant, onSurfaceVariant, surfaceTint, inverseSurface, inverseOnSurface, error, onError, errorContainer, onErrorContainer, outline, outlineVariant, scrim, surfaceBright, surfaceContainer, surfaceContainerHigh, surfaceContainerHighest, surfaceContainerLow, surfaceContainerLowest, surfaceDim)

// https://developer.android.com/reference/kotlin/androidx/compose/material3/Shapes
// The five corner sizes in the real order, with the real defaults (ShapeDefaults).
class Shapes(
    val extraSmall: CornerBasedShape = ShapeDefaults.ExtraSmall,
    val small: CornerBasedShape = ShapeDefaults.Small,
    val medium: CornerBasedShape = ShapeDefaults.Medium,
    val large: CornerBasedShape = ShapeDefaults.Large,
    val extraLarge: CornerBasedShape = ShapeDefaults.ExtraLarge
)

// https://developer.android.com/reference/kotlin/androidx/compose/material3/ShapeDefaults
// (ShapeTokens: 4, 8, 12, 16 and 28 dp)
object ShapeDefaults {
    val ExtraSmall: CornerBasedShape = RoundedCornerShape(4.dp)
    val Small: CornerBasedShape = RoundedCornerShape(8.dp)
    val Medium: CornerBasedShape = RoundedCornerShape(12.dp)
    val Large: CornerBasedShape = RoundedCornerShape(16.dp)
    val ExtraLarge: CornerBasedShape = RoundedCornerShape(28.dp)
}

// https://developer.android.com/reference/kotlin/androidx/compose/material3/Typography
// The fifteen styles in the real order; the real defaults are Material's type scale (TypographyTokens), which
// the stand-in leaves as plain text styles.
class Typography(
    val displayLarge: TextStyle = TextStyle(),
    val displayMedium: TextStyle = TextStyle(),
    val displaySmall: TextStyle = TextStyle(),
    val headlineLarge: TextStyle = TextStyle(),
    val headlineMedium: TextStyle = TextStyle(),
    val headlineSmall: TextStyle = TextStyle(),
    val titleLarge: TextStyle = TextStyle(),
    val titleMedium: TextStyle = TextStyle(),
    val titleSmall: TextStyle = TextStyle(),
    val bodyLarge: TextStyle = TextStyle(),
    val bodyMedium: TextStyle = TextStyle(),
    val bodySmall: TextStyle = TextStyle(),
    val labelLarge: TextStyle = TextStyle(),
    val labelMedium: TextStyle = TextStyle(),
    val labelSmall: TextStyle = TextStyle()
)

// https://developer.android.com/reference/kotlin/androidx/compose/material3/package-summary#dynamicLightColorScheme(android.content.Context)
// (annotated @RequiresApi(31) in the real library; the stand-in returns the light scheme)
fun dynamicLightColorScheme(context: Context): ColorScheme = lightColorScheme()

// https://developer.android.com/reference/kotlin/androidx/compose/material3/package-summary#dynamicDarkColorScheme(android.content.Context)
fun dynamicDarkColorScheme(context: Context): ColorScheme = darkColorScheme()

internal val LocalColorScheme = staticCompositionLocalOf { lightColorScheme() }
internal val LocalTypography = staticCompositionLocalOf { Typography() }
internal val LocalShapes = staticCompositionLocalOf { Shapes() }

// https://developer.android.com/reference/kotlin/androidx/compose/material3/package-summary#MaterialTheme(androidx.compose.material3.ColorScheme,androidx.compose.material3.Shapes,androidx.compose.material3.Typography,kotlin.Function0)
@Composable
fun MaterialTheme(
    colorScheme: ColorScheme = MaterialTheme.colorScheme,
    shapes: Shapes = MaterialTheme.shapes,
    typography: Typography = MaterialTheme.typography,
    content: @Composable() () -> Unit
) {
    CompositionLocalProvider(
        LocalColorScheme provides colorScheme, LocalShapes provides shapes, LocalTypography provides typography, content = content
    )
}

// https://developer.android.com/reference/kotlin/androidx/compose/material3/MaterialTheme
object MaterialTheme {
    val colorScheme: ColorScheme
        @Composable @ReadOnlyComposable get() = LocalColorScheme.current

    val shapes: Shapes
        @Composable @ReadOnlyComposable get() = LocalShapes.current

    val typography: Typography
        @Composable @ReadOnlyComposable get() = LocalTypography.current
}
