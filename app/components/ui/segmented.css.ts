import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** The sunken track of a row of segment tabs (the chosen one sits raised on it). */
export const segmentTrack = style({
  display: "flex",
  gap: 4,
  padding: 4,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
});
