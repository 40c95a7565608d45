import { style } from "@vanilla-extract/css";

export const countdown = style({
  margin: 0,
  fontSize: "2rem",
  fontWeight: 800,
  letterSpacing: "0.02em",
  fontVariantNumeric: "tabular-nums",
  color: "#f8fafc",
});
