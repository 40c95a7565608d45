import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { inset } from "~/styles/surface.css";

/** The sunken track of a row of segment tabs (the chosen one sits raised on it). */
export const segmentTrack = style([
  inset,
  {
    display: "flex",
    gap: 4,
    padding: 4,
    borderRadius: vars.radius.md,
  },
]);
