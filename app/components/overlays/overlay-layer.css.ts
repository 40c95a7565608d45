import { createVar, keyframes, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const reducedMotion = "(prefers-reduced-motion: reduce)";

/**
 * Over the video (or the 'Stream Offline' card): a size container, so every overlay scales with
 * the frame from a 360 px phone to full screen. Only the alert's button takes clicks. The corners
 * take the room they need and the centre what is left, so overlays never cover each other.
 */
export const layer = style({
  position: "absolute",
  inset: 0,
  zIndex: 1,
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)",
  gridTemplateRows: "auto auto 1fr auto auto",
  gridTemplateAreas: '"top top" "top-left top-right" "center center" "bottom-left bottom-right" "bottom bottom"',
  gap: 6,
  padding: 8,
  overflow: "hidden",
  containerType: "size",
  pointerEvents: "none",
  color: "#f8fafc",
  fontFamily: vars.font.body,
  lineHeight: 1.3,
  "@media": { "screen and (min-width: 768px)": { gap: 10, padding: 14 } },
});

const slotBase = style({ display: "flex", flexDirection: "column", gap: 6, minWidth: 0, minHeight: 0 });

const slideX = createVar();
const slideY = createVar();

/** Where the overlays of one position stack; each slot slides its alerts in from its own edge. */
export const slot = styleVariants({
  "top-left": [slotBase, { gridArea: "top-left", alignItems: "flex-start", vars: { [slideX]: "-1.5em", [slideY]: "0" } }],
  "top-right": [slotBase, { gridArea: "top-right", alignItems: "flex-end", vars: { [slideX]: "1.5em", [slideY]: "0" } }],
  "bottom-left": [
    slotBase,
    { gridArea: "bottom-left", alignItems: "flex-start", justifyContent: "flex-end", vars: { [slideX]: "-1.5em", [slideY]: "0" } },
  ],
  "bottom-right": [
    slotBase,
    { gridArea: "bottom-right", alignItems: "flex-end", justifyContent: "flex-end", vars: { [slideX]: "1.5em", [slideY]: "0" } },
  ],
  center: [slotBase, { gridArea: "center", alignItems: "center", justifyContent: "center", vars: { [slideX]: "0", [slideY]: "-1em" } }],
  top: [slotBase, { gridArea: "top", alignItems: "center" }],
  bottom: [slotBase, { gridArea: "bottom", alignItems: "center" }],
});

const fadeIn = keyframes({ from: { opacity: 0 } });
const slideIn = keyframes({ from: { opacity: 0, transform: `translate(${slideX}, ${slideY})` } });
const bounceIn = keyframes({
  "0%": { opacity: 0, transform: "scale(0.4)" },
  "55%": { opacity: 1, transform: "scale(1.06)" },
  "75%": { transform: "scale(0.97)" },
  "100%": { transform: "scale(1)" },
});
const pulse = keyframes({ "0%, 100%": { transform: "scale(1)" }, "50%": { transform: "scale(1.04)" } });
const ease = "cubic-bezier(0.22, 1, 0.36, 1)";

const onlyFade = { "@media": { [reducedMotion]: { animation: `${fadeIn} 300ms ease-out both` } } };

/** How an overlay comes in; with reduced motion every one only fades in. */
export const enter = styleVariants({
  fade: { animation: `${fadeIn} 400ms ease-out both` },
  slide: { animation: `${slideIn} 450ms ${ease} both`, ...onlyFade },
  bounce: { animation: `${bounceIn} 650ms ${ease} both`, ...onlyFade },
  pulse: { animation: `${fadeIn} 300ms ease-out both, ${pulse} 1.8s ease-in-out 300ms infinite`, ...onlyFade },
});

/** Wraps each overlay: fades it out over its last 300 ms. */
export const item = style({
  maxWidth: "100%",
  transition: "opacity 300ms ease, transform 300ms ease",
  "@media": { [reducedMotion]: { transition: "opacity 300ms ease" } },
});
export const leaving = style({ opacity: 0, transform: "scale(0.96)", "@media": { [reducedMotion]: { transform: "none" } } });

/** Type sizes follow the frame: readable on a phone, never huge on a wide screen. */
export const size = styleVariants({
  small: { fontSize: ["10px", "clamp(9px, min(1.6cqw, 3.6cqh), 18px)"] },
  medium: { fontSize: ["11px", "clamp(10px, min(2cqw, 4.5cqh), 23px)"] },
  large: { fontSize: ["12px", "clamp(11px, min(2.5cqw, 5.6cqh), 28px)"] },
});

/** Frames this small (a phone's player) keep only the essentials of each overlay. */
export const compact = "(max-width: 520px)";

/** The dark glass most overlays sit on, so their text reads over any picture. */
export const panel = style({
  background: "rgba(15, 23, 42, 0.8)",
  backdropFilter: "blur(10px)",
  WebkitBackdropFilter: "blur(10px)",
  border: "1px solid rgba(255, 255, 255, 0.14)",
  borderRadius: "0.75em",
  boxShadow: "0 0.6em 1.6em rgba(0, 0, 0, 0.35)",
});
