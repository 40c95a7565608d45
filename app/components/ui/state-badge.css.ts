import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import * as flex from "~/styles/layout.css";

const base = style([
  flex.inlineRow,
  {
    gap: 6,
    padding: "2px 10px",
    borderRadius: vars.radius.full,
    fontSize: "0.78rem",
    fontWeight: 600,
    whiteSpace: "nowrap",
  },
]);

/** A state of an event, a stream or a provider in a pill, often after a dot: lighter than the kit's Badge. */
export const stateBadge = styleVariants({
  live: [base, { background: "#fee2e2", color: "#b91c1c" }],
  brand: [base, { background: vars.color.brandSoft, color: vars.color.brandHover }],
  success: [base, { background: vars.color.successSoft, color: vars.color.success }],
  warning: [base, { background: "#fef3c7", color: "#92400e" }],
  neutral: [base, { background: vars.color.surfaceMuted, color: vars.color.textMuted, border: `1px solid ${vars.color.border}` }],
});

export type StateTone = keyof typeof stateBadge;
