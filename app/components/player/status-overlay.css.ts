import { keyframes, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import * as picture from "./picture.css";
import * as flex from "~/styles/layout.css";

const reducedMotion = "(prefers-reduced-motion: reduce)";

const spin = keyframes({ to: { transform: "rotate(360deg)" } });
const glow = keyframes({
  "0%": { boxShadow: "0 0 0 0 rgba(239, 68, 68, 0.6)" },
  "70%": { boxShadow: "0 0 0 12px rgba(239, 68, 68, 0)" },
  "100%": { boxShadow: "0 0 0 0 rgba(239, 68, 68, 0)" },
});
const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const layer = style([
  picture.centred,
  {
    zIndex: 2,
    pointerEvents: "none",
    animation: `${appear} 200ms ease-out`,
    "@media": { [reducedMotion]: { animation: "none" } },
  },
]);

/**
 * Message states get a backdrop; the plain spinner sits over the (black) video. The padding keeps
 * a message clear of the player's title bar at the top and its controls at the bottom.
 */
export const backdrop = style({
  paddingBlock: 56,
  background: "radial-gradient(120% 90% at 50% 35%, #1e293b 0%, #0b1220 55%, #020617 100%)",
});

/** "The host is live" without video: the player's 16:9 place, holding the message instead. */
export const noVideo = style({
  position: "relative",
  width: "100%",
  aspectRatio: "16 / 9",
  minHeight: 200,
  // A phone held sideways: the message stays in view under the title.
  maxHeight: "60dvh",
  overflow: "hidden",
  borderRadius: vars.radius.lg,
  color: "#fff",
});

export const spinner = style({
  width: 44,
  height: 44,
  borderRadius: vars.radius.full,
  border: "3px solid rgba(255, 255, 255, 0.18)",
  borderTopColor: "#fff",
  animation: `${spin} 0.9s linear infinite`,
  "@media": { [reducedMotion]: { animation: `${spin} 2.4s linear infinite` } },
});

export const smallSpinner = style([spinner, { width: 28, height: 28, marginTop: vars.space.xs }]);

export const heading = style([
  flex.row,
  {
    gap: 10,
    margin: 0,
    fontSize: "1.05rem",
    fontWeight: 700,
    letterSpacing: "0.01em",
    "@media": { [media.md]: { fontSize: "1.35rem" } },
  },
]);

export const text = style({
  margin: 0,
  maxWidth: 360,
  color: "#cbd5e1",
  fontSize: "0.875rem",
  "@media": { [media.md]: { fontSize: "0.95rem" } },
});

export const liveDot = style({
  width: 10,
  height: 10,
  borderRadius: vars.radius.full,
  background: "#ef4444",
  animation: `${glow} 1.6s ease-out infinite`,
  "@media": { [reducedMotion]: { animation: "none" } },
});

export const retry = style({
  marginTop: vars.space.sm,
  minHeight: 44,
  padding: "0 20px",
  border: 0,
  borderRadius: vars.radius.full,
  background: "#fff",
  color: "#0f172a",
  fontFamily: "inherit",
  fontSize: "0.95rem",
  fontWeight: 700,
  cursor: "pointer",
  pointerEvents: "auto",
  selectors: { "&:focus-visible": { outline: "3px solid #fff", outlineOffset: 3 } },
});
