import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

// One column: beside the preview the form is narrow even on large screens.
export const fields = style({ display: "grid", gap: 16, gridTemplateColumns: "minmax(0, 1fr)" });

export const field = style({ display: "flex", flexDirection: "column", gap: 6, minWidth: 0 });

export const label = style({ fontSize: "0.875rem", fontWeight: 600 });

const control = {
  width: "100%",
  minWidth: 0,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  font: "inherit",
  fontSize: "1rem",
  background: vars.color.surface,
  color: vars.color.text,
  selectors: {
    "&[aria-invalid='true']": { borderColor: vars.color.danger, background: vars.color.dangerSoft },
    "&:focus": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 0, borderColor: vars.color.focus },
  },
} as const;

export const input = style({ ...control, minHeight: 44, padding: "10px 12px" });

export const textarea = style({ ...control, padding: "10px 12px", lineHeight: 1.5, resize: "vertical" });

export const hint = style({ margin: 0, fontSize: "0.8rem", color: vars.color.textMuted });

export const error = style({ margin: 0, fontSize: "0.85rem", fontWeight: 600, color: vars.color.danger });
