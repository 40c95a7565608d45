import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const poweredBy = style({
  margin: 0,
  textAlign: "center",
  fontSize: "0.8rem",
  color: vars.color.textMuted,
});

export const link = style({ color: "inherit" });
