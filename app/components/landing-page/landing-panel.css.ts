import { style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import * as flex from "~/styles/layout.css";
import { outlined } from "~/styles/surface.css";
import { longTitle } from "~/styles/long-title";

const base = style([
  flex.column,
  outlined,
  {
    position: "relative",
    gap: 12,
    padding: "22px 20px 24px",
    borderRadius: vars.radius.lg,
    color: vars.color.text,
    boxShadow: vars.shadow.md,
    overflow: "hidden",
    minWidth: 0,
    "@media": { [media.md]: { padding: "28px 32px 30px" } },
    selectors: {
      "&::before": {
        content: "''",
        position: "absolute",
        inset: "0 0 auto 0",
        height: 4,
        background: `linear-gradient(90deg, ${vars.color.brand}, #7c3aed 55%, ${vars.color.accent})`,
      },
    },
  },
]);

export const panel = styleVariants({
  plain: [base],
  offer: [base, { background: `linear-gradient(180deg, ${vars.color.brandSoft} 0%, ${vars.color.surface} 55%)` }],
});

export const eyebrow = style({
  margin: 0,
  fontSize: "0.75rem",
  fontWeight: 700,
  letterSpacing: "0.08em",
  textTransform: "uppercase",
  color: vars.color.brand,
});

export const title = style([longTitle("1.35rem", "1.6rem"), { lineHeight: 1.25, fontWeight: 800 }]);

export const text = style({ margin: 0, color: vars.color.textMuted, lineHeight: 1.6, whiteSpace: "pre-line", overflowWrap: "anywhere" });

export const price = style({ margin: 0, fontSize: "2.1rem", fontWeight: 800, letterSpacing: "-0.02em", color: vars.color.text, lineHeight: 1.1 });

export const features = style({ display: "grid", gap: 10, margin: "4px 0 0", padding: 0, listStyle: "none" });

export const feature = style({ display: "flex", alignItems: "flex-start", gap: 10, lineHeight: 1.45, overflowWrap: "anywhere" });

export const check = style({
  flex: "none",
  marginTop: 1,
  padding: 3,
  width: 22,
  height: 22,
  borderRadius: vars.radius.full,
  background: vars.color.successSoft,
  color: vars.color.success,
});

export const cta = style([
  flex.inlineRow,
  {
    justifyContent: "center",
    gap: 8,
    alignSelf: "stretch",
    minHeight: 48,
    marginTop: 6,
    padding: "0 22px",
    borderRadius: vars.radius.md,
    background: vars.color.brand,
    color: vars.color.textInverse,
    fontWeight: 700,
    fontSize: "1rem",
    textDecoration: "none",
    boxShadow: "0 6px 18px rgba(79, 70, 229, 0.35)",
    transition: "background 120ms, transform 120ms",
    "@media": { [media.md]: { alignSelf: "flex-start" } },
    selectors: {
      "&:hover": { background: vars.color.brandHover, transform: "translateY(-1px)" },
      "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
    },
  },
]);

export const host = style({ display: "flex", alignItems: "center", gap: 14 });

export const hostName = style({ margin: 0, fontSize: "1.15rem", fontWeight: 800, overflowWrap: "anywhere" });

export const hostRole = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.9rem" });

export const quotes = style({ display: "grid", gap: 12 });

export const quote = style({
  margin: 0,
  padding: "14px 16px",
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  borderLeft: `4px solid ${vars.color.brand}`,
});

export const quoteText = style({ margin: 0, lineHeight: 1.55, overflowWrap: "anywhere" });

export const quoteAuthor = style({
  marginTop: 8,
  fontWeight: 700,
  fontSize: "0.9rem",
  color: vars.color.textMuted,
  selectors: { "&::before": { content: "'— '" } },
});

export const resources = style({ display: "grid", gap: 8, margin: 0, padding: 0, listStyle: "none" });

export const resource = style([
  flex.wrapping,
  {
    alignItems: "baseline",
    justifyContent: "space-between",
    gap: "4px 12px",
    padding: "12px 14px",
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    color: vars.color.text,
    textDecoration: "none",
    selectors: {
      "a&:hover": { borderColor: vars.color.brand, background: vars.color.brandSoft },
      "a&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
    },
  },
]);

export const resourceLabel = style({ fontWeight: 600, overflowWrap: "anywhere" });

export const resourceHost = style({ fontSize: "0.85rem", color: vars.color.brand });
