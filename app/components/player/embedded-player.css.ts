import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

const fullscreen = { width: "100%", height: "100%", aspectRatio: "auto", borderRadius: 0, boxShadow: "none" } as const;

/** The 16:9 frame; it is also what goes full screen, so the custom controls stay on top. */
export const frame = style({
  position: "relative",
  width: "100%",
  aspectRatio: "16 / 9",
  overflow: "hidden",
  background: "#000",
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  selectors: {
    "&:fullscreen": fullscreen,
    "&:-webkit-full-screen": fullscreen,
  },
});
