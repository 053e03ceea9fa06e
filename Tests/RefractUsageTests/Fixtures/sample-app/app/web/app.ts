import { tokens, cssVar, tokensFor } from "./tokens.js";

export const accent = tokens.color.accent;
export const dark = tokensFor({}).color.surface;
export const variable = cssVar.color.primary;
document.body.style.borderColor = "var(--color-accent)";
export const near = tokens.color.accentMuted;
