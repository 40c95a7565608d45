import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import * as flex from "~/styles/layout.css";

export const progress = style({ display: "flex", alignItems: "center", gap: vars.space.sm, fontSize: "0.88rem", color: vars.color.textMuted });
export const meter = style({ flex: "1 1 auto", height: 8, borderRadius: vars.radius.full, background: vars.color.border, overflow: "hidden" });
export const meterFill = style({ height: "100%", background: vars.color.accent, borderRadius: vars.radius.full });
export const list = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, margin: 0, padding: 0, listStyle: "none" });
export const step = style({
  display: "grid",
  gridTemplateColumns: "28px minmax(0, 1fr)",
  gap: vars.space.sm,
  alignItems: "start",
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
});
export const stepDone = style({ background: vars.color.successSoft });
export const check = style([
  flex.inlineRow,
  {
    justifyContent: "center",
    width: 24,
    height: 24,
    borderRadius: vars.radius.full,
    border: `2px solid ${vars.color.borderStrong}`,
    color: vars.color.textInverse,
    fontSize: "0.8rem",
    fontWeight: 700,
  },
]);
export const checkDone = style({ background: vars.color.success, borderColor: vars.color.success });
export const stepTitle = style({ margin: 0, fontWeight: 600 });
export const stepTitleDone = style({ color: vars.color.success });
export const stepText = style({ margin: "2px 0 0", color: vars.color.textMuted, fontSize: "0.88rem" });
export const stepLink = style({ display: "inline-block", marginTop: 4, color: vars.color.brand, fontWeight: 600, fontSize: "0.88rem" });
