import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import * as flex from "~/styles/layout.css";

export const panel = style({ gap: vars.space.md, scrollMarginTop: `calc(${vars.size.hostBar} + ${vars.space.md})` });
export const head = style({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: vars.space.sm });
export const status = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, margin: 0 });

const pill = style([
  flex.inlineRow,
  {
    gap: 6,
    padding: "3px 12px",
    borderRadius: vars.radius.full,
    fontSize: "0.85rem",
    fontWeight: 700,
    whiteSpace: "nowrap",
    border: "1px solid transparent",
  },
]);

// Each state and rating has its word: colour only repeats it.
export const state = styleVariants({
  live: [pill, { background: "#fee2e2", color: "#b91c1c" }],
  reconnecting: [pill, { background: "#fef3c7", color: "#92400e" }],
  starting: [pill, { background: vars.color.brandSoft, color: "#3730a3" }],
  offline: [pill, { background: vars.color.surfaceMuted, color: vars.color.textMuted, borderColor: vars.color.border }],
});
const dot = style({ width: 8, height: 8, borderRadius: vars.radius.full, background: "currentColor", flexShrink: 0 });
export const stateDot = styleVariants({ live: [dot], reconnecting: [dot], starting: [dot], offline: [dot] });

export const rating = styleVariants({
  excellent: [pill, { background: vars.color.successSoft, color: vars.color.success, borderColor: "#a7f3d0" }],
  good: [pill, { background: "#ecfeff", color: "#155e75", borderColor: "#a5f3fc" }],
  poor: [pill, { background: vars.color.dangerSoft, color: "#b91c1c", borderColor: "#fecaca" }],
  offline: [pill, { background: vars.color.surfaceMuted, color: vars.color.textMuted, borderColor: vars.color.border }],
});

export const warnings = style([
  flex.column,
  {
    gap: 6,
    margin: 0,
    padding: "12px 14px",
    listStyle: "none",
    borderRadius: vars.radius.sm,
    border: "1px solid #fcd34d",
    borderLeft: "4px solid #d97706",
    background: "#fffbeb",
    color: "#78350f",
    fontSize: "0.95rem",
    fontWeight: 600,
  },
]);

/** Three figures a row where they fit (the dashboard's card), two in a narrower column (a phone, the studio's beside its chat). */
export const figures = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(max(130px, 30%), 1fr))",
  gap: vars.space.sm,
  margin: 0,
  transition: "opacity 0.2s",
});
export const stale = style({ opacity: 0.55 });
export const figureValue = style({ margin: 0, fontSize: "1.15rem", fontWeight: 700, fontVariantNumeric: "tabular-nums", overflowWrap: "anywhere" });
export const bad = style({ color: "#b91c1c" });

export const footer = style([
  flex.wrappingRow,
  {
    gap: vars.space.md,
    margin: 0,
    color: vars.color.textMuted,
    fontSize: "0.85rem",
  },
]);
export const staleNote = style({ color: "#92400e", fontWeight: 600 });
export const refresh = style({ color: vars.color.brand, fontWeight: 600 });
