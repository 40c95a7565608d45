import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const tab = style({ display: "flex", flexDirection: "column", gap: vars.space.md, minWidth: 0 });
export const grid = style({
  display: "grid",
  gap: vars.space.md,
  alignItems: "start",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 320px), 1fr))",
});
const notice = style({
  margin: 0,
  padding: "10px 14px",
  borderRadius: vars.radius.sm,
  border: "1px solid #a7f3d0",
  background: vars.color.successSoft,
  color: "#065f46",
  fontSize: "0.92rem",
});
export const alert = style([notice, { borderColor: "#fecaca", background: vars.color.dangerSoft, color: vars.color.danger }]);
