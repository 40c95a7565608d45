import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import * as flex from "~/styles/layout.css";

/** The pill every state badge is drawn in; a larger one (the chat's connection) overrides its size. */
export const stateBadgeBase = style([
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
  live: [stateBadgeBase, { background: "#fee2e2", color: "#b91c1c" }],
  brand: [stateBadgeBase, { background: vars.color.brandSoft, color: vars.color.brandHover }],
  success: [stateBadgeBase, { background: vars.color.successSoft, color: vars.color.success }],
  warning: [stateBadgeBase, { background: "#fef3c7", color: "#92400e" }],
  neutral: [stateBadgeBase, { background: vars.color.surfaceMuted, color: vars.color.textMuted, border: `1px solid ${vars.color.border}` }],
});

export type StateTone = keyof typeof stateBadge;
