import { style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const form = style({ margin: 0, minWidth: 0 });

export const group = style({ margin: 0, padding: 0, border: 0, minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: 10, fontSize: "0.875rem", fontWeight: 700 });

export const grid = style({
  display: "grid",
  gap: 10,
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  "@media": { [media.md]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } },
});

const choiceBase = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  gridTemplateRows: "auto auto",
  columnGap: 10,
  rowGap: 2,
  alignItems: "center",
  minHeight: 64,
  padding: "12px 12px",
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  textAlign: "left",
  cursor: "pointer",
  transition: "border-color 120ms, background 120ms, box-shadow 120ms",
  selectors: {
    "&:hover": { borderColor: vars.color.brand },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const choice = styleVariants({
  other: [choiceBase],
  current: [choiceBase, { borderColor: vars.color.brand, background: vars.color.brandSoft, boxShadow: `inset 0 0 0 1px ${vars.color.brand}` }],
});

export const icon = style({ gridRow: "1 / span 2", color: vars.color.brand });

export const labelRow = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "2px 8px", minWidth: 0 });

export const label = style({ fontWeight: 700, fontSize: "0.95rem" });

export const hint = style({
  gridColumn: 2,
  fontSize: "0.78rem",
  color: vars.color.textMuted,
  lineHeight: 1.3,
  display: "none",
  "@media": { [media.md]: { display: "block" } },
});

const stateBase = style({
  padding: "1px 7px",
  borderRadius: vars.radius.full,
  fontSize: "0.68rem",
  fontWeight: 700,
});

export const state = styleVariants({
  live: [stateBase, { background: vars.color.successSoft, color: vars.color.success }],
  hidden: [stateBase, { background: vars.color.surfaceMuted, color: vars.color.textMuted, border: `1px solid ${vars.color.border}` }],
});

export const selectRow = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 10, margin: 0 });

export const selectLabel = style({ fontSize: "0.875rem", fontWeight: 700 });

export const select = style({
  minHeight: 44,
  minWidth: 180,
  padding: "0 12px",
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  selectors: { "&:focus": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 0 } },
});
