import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { control } from "~/styles/control.css";
import { dashed, inset } from "~/styles/surface.css";

export const headRow = style({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: vars.space.sm });
export const count = style({ fontSize: "0.85rem", color: vars.color.textMuted, fontWeight: 600 });
export const list = style({ display: "flex", flexDirection: "column", gap: 10, margin: 0, padding: 0, listStyle: "none" });
export const item = style([
  inset,
  {
    display: "grid",
    gridTemplateColumns: "minmax(0, 1fr) auto",
    alignItems: "center",
    gap: "8px 12px",
    padding: "12px 14px",
    borderRadius: vars.radius.sm,
  },
]);
export const main = style({ display: "flex", flexDirection: "column", gap: 4, minWidth: 0 });
export const line = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 8 });
const kindBase = style({ padding: "2px 8px", borderRadius: vars.radius.full, fontSize: "0.75rem", fontWeight: 700, whiteSpace: "nowrap" });
export const kind = styleVariants({
  countdown: [kindBase, { background: "#e0e7ff", color: "#3730a3" }],
  alert: [kindBase, { background: "#ffedd5", color: "#9a3412" }],
  progressbar: [kindBase, { background: "#d1fae5", color: "#065f46" }],
  "gif-sound": [kindBase, { background: "#fce7f3", color: "#9d174d" }],
});
export const left = style({ fontVariantNumeric: "tabular-nums", fontSize: "0.85rem", fontWeight: 700, color: vars.color.text });
export const summary = style({ margin: 0, fontSize: "0.92rem", overflowWrap: "anywhere" });
export const progress = style({ gridColumn: "1 / -1", display: "flex", flexWrap: "wrap", alignItems: "center", gap: 8 });
export const bar = style({ flex: "1 1 100%", height: 8, borderRadius: vars.radius.full, background: vars.color.border, overflow: "hidden" });
export const fill = style({ height: "100%", background: vars.color.accent, transition: "width 200ms" });
export const number = style([control, { width: 90, minHeight: 36, padding: "4px 8px", fontSize: "0.95rem" }]);
export const small = style({ minHeight: 36, padding: "0 12px", fontSize: "0.85rem" });
export const empty = style([
  dashed,
  {
    margin: 0,
    padding: vars.space.lg,
    textAlign: "center",
    color: vars.color.textMuted,
    fontSize: "0.9rem",
    borderRadius: vars.radius.sm,
  },
]);
