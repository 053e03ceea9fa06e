package com.example.app

import androidx.compose.runtime.Composable
import design.tokens.RefractTheme

@Composable
fun Greeting() {
    val accent = RefractTheme.colors.accent
    val old = RefractTheme.colors.primary
    val gap = RefractTheme.sizes.spacingSmall
    val near = RefractTheme.colors.accentVariant
}

fun legacyColor(context: android.content.Context) =
    context.getColor(R.color.color_primary)
