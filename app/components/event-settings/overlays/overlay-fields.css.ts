import { globalStyle, style } from "@vanilla-extract/css";
import * as ui from "~/components/ui/field.css";
import { vars } from "~/styles/theme.css";
import * as flex from "~/styles/layout.css";

export const field = style([ui.field, { minWidth: 0 }]);
export const label = style([ui.label, { fontSize: "0.85rem" }]);
/** The shared input, a little more compact: the cards hold many fields. */
export const control = style([ui.input, { minHeight: 42, padding: "8px 10px" }]);
export const textarea = style([control, { minHeight: 72, resize: "vertical" }]);
export const colourBox = style([
  ui.input,
  {
    display: "flex",
    alignItems: "center",
    gap: 8,
    minHeight: 42,
    padding: "4px 8px 4px 5px",
    selectors: { "&:focus-within": { borderColor: vars.color.brand, boxShadow: `0 0 0 3px ${vars.color.brandSoft}` } },
  },
]);
export const swatch = style({
  flexShrink: 0,
  width: 32,
  height: 32,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: "none",
  cursor: "pointer",
  selectors: { "&:focus-visible": { outline: `2px solid ${vars.color.brand}`, outlineOffset: 2 } },
});
globalStyle(`${swatch}::-webkit-color-swatch-wrapper`, { padding: 0 });
globalStyle(`${swatch}::-webkit-color-swatch`, { border: "none", borderRadius: vars.radius.full });
globalStyle(`${swatch}::-moz-color-swatch`, { border: "none", borderRadius: vars.radius.full });
export const hex = style({
  flex: 1,
  minWidth: 0,
  width: "100%",
  border: 0,
  padding: 0,
  background: "transparent",
  color: vars.color.text,
  font: "inherit",
  fontFamily: vars.font.mono,
  fontSize: "0.875rem",
  textTransform: "lowercase",
  outline: "none",
});

export const error = style({ margin: 0, color: vars.color.danger, fontSize: "0.82rem" });
export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.8rem" });
export const check = style([
  flex.row,
  {
    gap: 10,
    fontSize: "0.92rem",
    fontWeight: 600,
    minHeight: 32,
    cursor: "pointer",
  },
]);
export const checkbox = style({ width: 18, height: 18, accentColor: vars.color.brand });
