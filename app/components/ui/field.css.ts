import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { control } from "~/styles/control.css";

export const field = style({ display: "flex", flexDirection: "column", gap: 6 });
export const label = style({ fontSize: "0.875rem", fontWeight: 600 });
export const input = style([
  control,
  {
    width: "100%",
    minWidth: 0,
    minHeight: 44,
    padding: "10px 12px",
    fontSize: "1rem",
    selectors: { "&:focus": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 0, borderColor: vars.color.focus } },
  },
]);
/** A file input drawn as a text box: the browser's own button inside it. */
export const fileInput = style({ padding: "7px 10px", cursor: "pointer" });
export const hint = style({ color: vars.color.textMuted, fontSize: "0.85rem", margin: 0 });
export const textarea = style({ minHeight: 112, resize: "vertical" });
export const error = style({ color: vars.color.danger, fontSize: "0.85rem", margin: 0 });
export const checkboxRow = style({ display: "flex", alignItems: "flex-start", gap: 10, fontSize: "0.9rem" });
export const checkbox = style({ width: 18, height: 18, marginTop: 2, accentColor: vars.color.brand });

/** A radio or checkbox as a bordered row to pick: highlighted while chosen. */
export const optionCard = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.sm,
  minHeight: 44,
  padding: "10px 12px",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  cursor: "pointer",
  selectors: { "&:has(input:checked)": { borderColor: vars.color.brand, background: vars.color.brandSoft } },
});
export const optionMark = style({ marginTop: 3, width: 18, height: 18, flex: "none", accentColor: vars.color.brand });

/** A text box or select a step smaller than a form's input, for toolbars and a chat's send row. */
export const compactControl = style([control, { minHeight: 44, fontSize: "0.95rem" }]);
