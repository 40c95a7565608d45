import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { inset } from "~/styles/surface.css";

const badgeBase = style({
  display: "inline-block",
  padding: "2px 10px",
  borderRadius: vars.radius.full,
  fontSize: "0.78rem",
  fontWeight: 700,
  whiteSpace: "nowrap",
});

export const badge = styleVariants({
  success: [badgeBase, { background: vars.color.successSoft, color: vars.color.success }],
  warning: [badgeBase, { background: "#fef3c7", color: "#92400e" }],
  danger: [badgeBase, { background: vars.color.dangerSoft, color: "#b91c1c" }],
  brand: [badgeBase, { background: vars.color.brandSoft, color: vars.color.brandHover }],
  premium: [badgeBase, { background: "#f3e8ff", color: "#6b21a8" }],
  neutral: [badgeBase, { background: vars.color.surfaceMuted, color: vars.color.textMuted, border: `1px solid ${vars.color.border}` }],
});

/** A row of small tags that goes on to the next line when they do not fit (an offer's facts, an endpoint's events). */
export const chips = style({ display: "flex", flexWrap: "wrap", gap: 6, margin: 0, padding: 0, listStyle: "none" });

/** One tag of a row of chips: a boxed word on the muted surface; each sets its type. */
export const chip = style([
  inset,
  {
    padding: "2px 8px",
    borderRadius: vars.radius.sm,
  },
]);

/** A small figure or tag beside a heading or a row's name (a count, "This device"). */
export const pill = style({
  padding: "1px 8px",
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandHover,
  fontSize: "0.75rem",
  fontWeight: 700,
});
