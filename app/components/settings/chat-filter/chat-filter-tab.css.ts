import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import { control } from "~/styles/control.css";
import { stackedGrid } from "~/styles/stacked-grid";

export const textarea = style([
  control,
  {
    minHeight: 200,
    padding: "10px 12px",
    fontSize: "0.95rem",
    lineHeight: 1.5,
    resize: "vertical",
  },
]);

export const choices = style([
  stackedGrid(media.md, "repeat(auto-fit, minmax(180px, 1fr))"),
  { gap: vars.space.sm, margin: 0, padding: 0, border: 0 },
]);

export const choice = style({
  display: "flex",
  alignItems: "flex-start",
  gap: 10,
  padding: "10px 12px",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontSize: "0.92rem",
  cursor: "pointer",
  selectors: { "&:has(input:checked)": { borderColor: vars.color.brand, background: vars.color.brandSoft } },
});

export const radio = style({ width: 18, height: 18, marginTop: 2, accentColor: vars.color.brand, flex: "none" });
export const choiceHint = style({ display: "block", marginTop: 2, color: vars.color.textMuted, fontSize: "0.84rem" });
export const group = style({ display: "flex", flexDirection: "column", gap: 6, margin: 0, padding: 0, border: 0, minWidth: 0 });
// A legend takes no part in its fieldset's flex gap.
export const legend = style({ padding: 0, marginBottom: 6 });
