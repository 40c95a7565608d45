import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import * as picture from "~/components/player/picture.css";

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

export const frame = style([picture.frame]);

export const video = style([picture.video]);

export const noscriptVideo = style([video, { zIndex: 10 }]);

/** Over the picture, clear of the browser's control bar at the bottom; clicks pass through to the video. */
export const overlays = style({ position: "absolute", inset: "0 0 56px", zIndex: 1, pointerEvents: "none" });

export const statusRegion = style({ position: "absolute", inset: "0 0 56px", zIndex: 2, pointerEvents: "none" });

export const status = style([picture.centred, { color: "#f8fafc" }]);

export const backdrop = style({ pointerEvents: "auto", background: "radial-gradient(120% 90% at 50% 35%, #1e293b 0%, #0b1220 55%, #020617 100%)" });

export const spinner = style({
  width: 40,
  height: 40,
  borderRadius: "50%",
  border: "3px solid rgba(255, 255, 255, 0.25)",
  borderTopColor: "#fff",
  animation: `${spin} 0.9s linear infinite`,
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
});

export const heading = style({ margin: 0, fontWeight: 700, fontSize: "1.1rem" });
export const text = style({ margin: 0, color: "#cbd5e1", maxWidth: 420 });

export const retry = style({
  marginTop: vars.space.sm,
  border: 0,
  borderRadius: vars.radius.md,
  padding: "10px 18px",
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: 600,
  cursor: "pointer",
  ":hover": { background: vars.color.brandHover },
  ":focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
});
