import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const tab = style({ display: "flex", flexDirection: "column", gap: vars.space.md, minWidth: 0 });
export const grid = style({
  display: "grid",
  gap: vars.space.md,
  alignItems: "start",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 320px), 1fr))",
});
