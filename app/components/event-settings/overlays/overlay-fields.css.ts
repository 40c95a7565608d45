import { style } from "@vanilla-extract/css";
import * as ui from "~/components/ui/field.css";
import { vars } from "~/styles/theme.css";

export const field = style([ui.field, { minWidth: 0 }]);
export const label = style([ui.label, { fontSize: "0.85rem" }]);
/** The shared input, a little more compact: the cards hold many fields. */
export const control = style([ui.input, { minHeight: 42, padding: "8px 10px" }]);
export const textarea = style([control, { minHeight: 72, resize: "vertical" }]);
export const colour = style([control, { padding: 3, height: 42, cursor: "pointer" }]);
export const error = style({ margin: 0, color: vars.color.danger, fontSize: "0.82rem" });
export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.8rem" });
export const check = style({
  display: "flex",
  alignItems: "center",
  gap: 10,
  fontSize: "0.92rem",
  fontWeight: 600,
  minHeight: 32,
  cursor: "pointer",
});
export const checkbox = style({ width: 18, height: 18, accentColor: vars.color.brand });
