import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

export const frame = style({
  position: "relative",
  width: "100%",
  aspectRatio: "16 / 9",
  overflow: "hidden",
  background: "#000",
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
});

export const video = style({
  position: "absolute",
  inset: 0,
  width: "100%",
  height: "100%",
  maxWidth: "none",
  objectFit: "contain",
  background: "#000",
});

export const noscriptVideo = style([video, { zIndex: 10 }]);

/** Over the picture, clear of the browser's control bar at the bottom; clicks pass through to the video. */
export const overlays = style({ position: "absolute", inset: "0 0 56px", zIndex: 1, pointerEvents: "none" });

export const statusRegion = style({ position: "absolute", inset: "0 0 56px", zIndex: 2, pointerEvents: "none" });

export const status = style({
  position: "absolute",
  inset: 0,
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  padding: vars.space.lg,
  textAlign: "center",
  color: "#f8fafc",
});

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
