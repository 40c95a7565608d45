import { style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import * as flex from "~/styles/layout.css";

const base = style([
  flex.column,
  {
    alignItems: "flex-start",
    gap: vars.space.md,
    maxWidth: 640,
    margin: `${vars.space.xl} ${vars.space.md}`,
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    "@media": { [media.md]: { padding: vars.space.xl, margin: `${vars.space.xxl} auto` } },
  },
]);

export const card = styleVariants({
  light: [base, { background: vars.color.surface, border: `1px solid ${vars.color.border}`, boxShadow: vars.shadow.sm }],
  dark: [base, { background: "#111827", border: "1px solid #1f2937", color: "#f1f5f9" }],
});

export const badge = style({
  padding: "4px 10px",
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandHover,
  fontSize: "0.75rem",
  fontWeight: 700,
  letterSpacing: "0.06em",
  textTransform: "uppercase",
});

export const title = style({ fontSize: "1.6rem", "@media": { [media.md]: { fontSize: "1.9rem" } } });

export const description = style({
  margin: 0,
  fontSize: "1.05rem",
  opacity: 0.85,
  selectors: { [`${card.light} &`]: { color: vars.color.textMuted, opacity: 1 } },
});

export const back = style([
  flex.inlineRow,
  {
    gap: vars.space.xs,
    minHeight: 44,
    fontWeight: 600,
    textDecoration: "none",
    selectors: {
      "&:hover": { textDecoration: "underline" },
      [`${card.dark} &`]: { color: "#a5b4fc" },
    },
  },
]);
