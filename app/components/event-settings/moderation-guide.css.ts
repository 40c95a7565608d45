import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const guide = style({
  display: "flex",
  flexDirection: "column",
  gap: 12,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.sm,
});
export const guideTitle = style({ fontSize: "1rem", fontWeight: 700 });
export const guideList = style({ display: "flex", flexDirection: "column", gap: 10, margin: 0 });
export const guideTerm = style({ fontWeight: 600, fontSize: "0.9rem" });
export const guideText = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.88rem" });
