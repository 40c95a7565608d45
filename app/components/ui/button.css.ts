import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import * as flex from "~/styles/layout.css";

const base = style([
  flex.inlineRow,
  {
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
  },
]);

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

/** md is the variant's own size; sm fits a table row or a card's corner; lg is the one call to action of a public form. */
export const size = styleVariants({
  sm: { minHeight: 36, padding: "0 12px", fontSize: "0.88rem" },
  /** A page header's or a list row's secondary action, beside a full-size one. */
  compact: { minHeight: 40, padding: "0 14px", fontSize: "0.88rem" },
  md: {},
  lg: { minHeight: 50, fontSize: "1rem", boxShadow: "0 8px 20px -8px rgba(79, 70, 229, 0.6)" },
});

export const block = style({ width: "100%" });

/** A bare button on a dark or brand-coloured bar (an icon, a small switch): lit on hover, ringed in white on focus; each sets its size, shape and colour. */
export const iconOnDark = style({
  padding: 0,
  border: 0,
  background: "transparent",
  cursor: "pointer",
  selectors: {
    "&:hover": { background: "rgba(255, 255, 255, 0.16)" },
    "&:focus-visible": { outline: "2px solid #fff", outlineOffset: 0 },
  },
});

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

export const spinner = style({
  width: 16,
  height: 16,
  borderRadius: vars.radius.full,
  border: "2px solid rgba(255, 255, 255, 0.45)",
  borderTopColor: vars.color.textInverse,
  animation: `${spin} 700ms linear infinite`,
  "@media": { "(prefers-reduced-motion: reduce)": { animationDuration: "2s" } },
});
