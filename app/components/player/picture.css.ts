import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import * as flex from "~/styles/layout.css";

/** The 16:9 black frame of a player: the live room's, the embedded one's and the replay's. */
export const frame = style({
  position: "relative",
  width: "100%",
  aspectRatio: "16 / 9",
  overflow: "hidden",
  background: "#000",
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
});

/** The video filling its frame, letterboxed rather than cropped. */
export const video = style({
  position: "absolute",
  inset: 0,
  width: "100%",
  height: "100%",
  maxWidth: "none",
  objectFit: "contain",
  background: "#000",
});

/** A spinner or a message centred over the picture (waiting, reconnecting, ended). */
export const centred = style([
  flex.column,
  {
    position: "absolute",
    inset: 0,
    alignItems: "center",
    justifyContent: "center",
    gap: vars.space.sm,
    padding: vars.space.lg,
    textAlign: "center",
  },
]);
