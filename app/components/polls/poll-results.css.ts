import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

const reducedMotion = "(prefers-reduced-motion: reduce)";

export const list = style({ display: "grid", gap: 10, margin: 0, padding: 0, listStyle: "none" });
export const row = style({ display: "grid", gap: 6 });
export const line = style({ display: "flex", alignItems: "baseline", justifyContent: "space-between", gap: 12, fontSize: "0.95rem" });
export const label = style({ minWidth: 0, overflowWrap: "anywhere" });
export const figure = style({ flex: "none", fontVariantNumeric: "tabular-nums", fontWeight: 700 });
export const count = style({ fontWeight: 400, opacity: 0.75, marginLeft: 6 });

const trackBase = style({ height: 10, borderRadius: vars.radius.full, overflow: "hidden" });
/** `dark` on the watch page's dark cards, `light` on the host's white ones. */
export const track = styleVariants({
  dark: [trackBase, { background: "rgba(148, 163, 184, 0.18)" }],
  light: [trackBase, { background: vars.color.surfaceMuted, boxShadow: `inset 0 0 0 1px ${vars.color.border}` }],
});
const barBase = style({
  height: "100%",
  borderRadius: vars.radius.full,
  transition: "width 400ms cubic-bezier(0.2, 0.8, 0.2, 1)",
  "@media": { [reducedMotion]: { transition: "none" } },
});
export const bar = styleVariants({
  plain: [barBase, { background: vars.color.brand }],
  mine: [barBase, { background: vars.color.accent }],
});
export const mine = style({ fontSize: "0.8rem", fontWeight: 700, color: vars.color.accent, marginLeft: 6 });
