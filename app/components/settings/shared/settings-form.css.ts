import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import { control } from "~/styles/control.css";
import { stackedGrid } from "~/styles/stacked-grid";
import * as flex from "~/styles/layout.css";
import { dashed } from "~/styles/surface.css";

export const form = style({ display: "flex", flexDirection: "column", gap: vars.space.md });
export const grid = style([stackedGrid(media.md, "repeat(2, minmax(0, 1fr))"), { gap: vars.space.md }]);
export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.85rem" });
// A fieldset's legend takes no part in its flex gap: it gets its own space below.
export const legend = style({ padding: 0, marginBottom: vars.space.md, color: vars.color.textMuted, fontSize: "0.92rem" });
export const select = style([control, { minHeight: 44, padding: "10px 12px" }]);
export const photoRow = style({ display: "flex", alignItems: "center", gap: vars.space.md, flexWrap: "wrap" });
export const avatar = style([
  flex.centred,
  {
    width: 72,
    height: 72,
    borderRadius: vars.radius.full,
    objectFit: "cover",
    background: vars.color.brandSoft,
    fontWeight: 700,
    fontSize: "1.4rem",
    color: vars.color.brandHover,
    flexShrink: 0,
  },
]);
export const actions = style({ display: "flex", justifyContent: "flex-end", gap: vars.space.sm });
export const checkList = style({ display: "flex", flexDirection: "column", gap: vars.space.md, margin: 0, padding: 0, border: 0 });
export const colourRow = style({ display: "flex", alignItems: "center", gap: vars.space.sm });
export const swatch = style([control, { width: 44, height: 44, padding: 2 }]);
export const preview = style([flex.wrappingRow, dashed, { gap: vars.space.sm, padding: vars.space.md, borderRadius: vars.radius.md }]);
export const previewButton = style({
  padding: "8px 16px",
  borderRadius: vars.radius.sm,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: 600,
});
export const previewBadge = style({
  padding: "4px 10px",
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: 600,
  fontSize: "0.85rem",
});
