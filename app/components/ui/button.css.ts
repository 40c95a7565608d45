import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

const base = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  minHeight: 44,
  padding: "0 18px",
  borderRadius: vars.radius.sm,
  border: "1px solid transparent",
  fontFamily: "inherit",
  fontSize: "0.95rem",
  fontWeight: 600,
  textDecoration: "none",
  cursor: "pointer",
  transition: "background 120ms, border-color 120ms",
  selectors: { "&:disabled, &[aria-disabled='true']": { opacity: 0.6, cursor: "not-allowed" } },
});

export const button = styleVariants({
  primary: [
    base,
    { background: vars.color.brand, color: vars.color.onBrand, selectors: { "&:hover:not(:disabled)": { background: vars.color.brandHover } } },
  ],
  secondary: [
    base,
    {
      background: vars.color.surface,
      color: vars.color.text,
      borderColor: vars.color.borderStrong,
      selectors: { "&:hover:not(:disabled)": { background: vars.color.surfaceMuted } },
    },
  ],
  ghost: [base, { background: "transparent", color: vars.color.text, selectors: { "&:hover:not(:disabled)": { background: vars.color.brandSoft } } }],
  danger: [base, { background: vars.color.danger, color: vars.color.textInverse }],
});

export const block = style({ width: "100%" });
