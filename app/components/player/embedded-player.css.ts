import { globalStyle, style } from "@vanilla-extract/css";
import { media } from "~/styles/theme.css";
import * as controls from "./controls.css";
import { liveBadge, title } from "./live-player.css";
import { phonePortrait } from "./watch-media";
import * as picture from "./picture.css";

const fullscreen = { width: "100%", height: "100%", aspectRatio: "auto", borderRadius: 0, boxShadow: "none" } as const;

/** The 16:9 frame; it is also what goes full screen, so the custom controls stay on top. */
export const frame = style([picture.frame, { selectors: { "&:fullscreen": fullscreen, "&:-webkit-full-screen": fullscreen } }]);

/**
 * The overlays' box over the video: clear of the LIVE badge at the top (a phone's frame has no
 * room to spare: there the badge repeats above the player) and, while they show, of the controls
 * at the bottom (overlays there move up with them, as captions do).
 */
export const overlays = style({
  position: "absolute",
  inset: 0,
  zIndex: 1,
  pointerEvents: "none",
  transition: "bottom 200ms ease",
  "@media": {
    [media.md]: { top: 52 },
    "(prefers-reduced-motion: reduce)": { transition: "none" },
  },
});
globalStyle(`${frame}:has(${controls.bar}:not(${controls.hidden})) > ${overlays}`, { bottom: 52, "@media": { [media.md]: { bottom: 60 } } });

// On a phone held upright the page's heading shows the title and LIVE right above the frame: the
// frame does not repeat them, except full screen.
globalStyle(`${frame}:not(:fullscreen) ${title}, ${frame}:not(:fullscreen) ${liveBadge.live}, ${frame}:not(:fullscreen) ${liveBadge.paused}`, {
  "@media": { [phonePortrait]: { display: "none" } },
});
