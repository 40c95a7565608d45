import { keyframes, style } from "@vanilla-extract/css";
import { PLAYER } from "./constants";

const lifetime = `${PLAYER.heartLifetimeMs}ms`;

const floatUp = keyframes({
  "0%": { opacity: 0, transform: "translate(-50%, -50%) scale(0.4)" },
  "12%": { opacity: 1, transform: "translate(-50%, -50%) scale(1.25)" },
  "22%": { transform: "translate(-50%, -50%) scale(1)" },
  "75%": { opacity: 1 },
  "100%": { opacity: 0, transform: "translate(calc(-50% + var(--heart-drift, 0px)), calc(-50% - 140px)) scale(0.9)" },
});

const fadeOnly = keyframes({
  "0%": { opacity: 0 },
  "10%": { opacity: 1 },
  "75%": { opacity: 1 },
  "100%": { opacity: 0 },
});

export const layer = style({
  position: "absolute",
  inset: 0,
  zIndex: 2,
  overflow: "hidden",
  pointerEvents: "none",
});

export const heart = style({
  position: "absolute",
  color: "#f43f5e",
  opacity: 0,
  transform: "translate(-50%, -50%)",
  filter: "drop-shadow(0 2px 6px rgba(0, 0, 0, 0.45))",
  animation: `${floatUp} ${lifetime} ease-out forwards`,
  willChange: "transform, opacity",
  "@media": { "(prefers-reduced-motion: reduce)": { animation: `${fadeOnly} ${lifetime} linear forwards` } },
});
