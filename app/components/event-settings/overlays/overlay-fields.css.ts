import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const field = style({ display: "flex", flexDirection: "column", gap: 6, minWidth: 0 });
export const label = style({ fontSize: "0.85rem", fontWeight: 600 });
export const control = style({
  width: "100%",
  minWidth: 0,
  minHeight: 42,
  padding: "8px 10px",
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  font: "inherit",
  fontSize: "1rem",
  background: vars.color.surface,
  color: vars.color.text,
  selectors: {
    "&[aria-invalid='true']": { borderColor: vars.color.danger },
    "&:focus": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 0, borderColor: vars.color.focus },
  },
});
export const textarea = style([control, { minHeight: 72, resize: "vertical" }]);
export const colour = style([control, { padding: 3, height: 42, cursor: "pointer" }]);
export const error = style({ margin: 0, color: vars.color.danger, fontSize: "0.82rem" });
export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.8rem" });
export const check = style({ display: "flex", alignItems: "center", gap: 10, fontSize: "0.92rem", fontWeight: 600, minHeight: 32, cursor: "pointer" });
export const checkbox = style({ width: 18, height: 18, accentColor: vars.color.brand });
