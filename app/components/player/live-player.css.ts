import { style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import * as picture from "./picture.css";
import * as flex from "~/styles/layout.css";
import { pulsingDot } from "~/components/ui/live-dot.css";

const reducedMotion = "(prefers-reduced-motion: reduce)";

const rootBase = style({
  position: "relative",
  isolation: "isolate",
  overflow: "hidden",
  width: "100%",
  background: "#000",
  color: "#fff",
  fontFamily: vars.font.body,
  userSelect: "none",
  WebkitUserSelect: "none",
  WebkitTapHighlightColor: "transparent",
  touchAction: "manipulation",
});

export const root = styleVariants({
  /** On its own: a 16:9 box with rounded corners. */
  intrinsic: [rootBase, { aspectRatio: "16 / 9", borderRadius: vars.radius.md, boxShadow: vars.shadow.lg }],
  /** Inside a frame that sets the size (the embedded player, fullscreen). */
  fill: [rootBase, { height: "100%" }],
});

/** While the controls are hidden the pointer hides too. */
export const idle = style({ cursor: "none" });

export const video = style([picture.video]);

/** Takes taps, clicks and double-clicks over the picture (hearts, revealing controls). */
export const surface = style({ position: "absolute", inset: 0, zIndex: 1 });

const fade = style({
  transition: "opacity 200ms ease",
  "@media": { [reducedMotion]: { transition: "none" } },
});

export const hidden = style({ opacity: 0, pointerEvents: "none" });

/** The dark fade behind the title, shown with the controls. */
export const topShade = style([
  fade,
  {
    position: "absolute",
    insetInline: 0,
    top: 0,
    zIndex: 3,
    height: 88,
    background: "linear-gradient(to bottom, rgba(0, 0, 0, 0.62), rgba(0, 0, 0, 0.25) 55%, transparent)",
    pointerEvents: "none",
  },
]);

/** LIVE badge (always), title (with the controls), "Tap to unmute" (while muted by autoplay). */
export const topBar = style([
  flex.row,
  {
    position: "absolute",
    insetInline: 0,
    top: 0,
    zIndex: 4,
    gap: vars.space.sm,
    minHeight: 56,
    padding: `${vars.space.sm} ${vars.space.sm} 0 ${vars.space.md}`,
    pointerEvents: "none",
    "@media": { [media.md]: { padding: `${vars.space.md} ${vars.space.md} 0 ${vars.space.lg}` } },
  },
]);

export const title = style([
  fade,
  {
    minWidth: 0,
    margin: 0,
    overflow: "hidden",
    textOverflow: "ellipsis",
    whiteSpace: "nowrap",
    fontSize: "0.95rem",
    fontWeight: 600,
    textShadow: "0 1px 2px rgba(0, 0, 0, 0.5)",
  },
]);

const badge = style([
  flex.inlineRow,
  {
    gap: 6,
    flexShrink: 0,
    padding: "3px 8px",
    borderRadius: vars.radius.sm,
    color: "#fff",
    fontSize: "0.72rem",
    fontWeight: 800,
    letterSpacing: "0.08em",
    lineHeight: 1.4,
  },
]);

export const liveBadge = styleVariants({
  live: [badge, { background: "#dc2626", boxShadow: "0 1px 4px rgba(0, 0, 0, 0.35)" }],
  /** Paused: no longer at the live edge. */
  paused: [badge, { background: "rgba(255, 255, 255, 0.22)" }],
});

export const liveDot = style([pulsingDot.calm, { width: 7, height: 7 }]);

/** Shown when the browser only allowed muted autoplay. */
export const unmute = style([
  flex.inlineRow,
  {
    gap: 6,
    flexShrink: 0,
    minHeight: 40,
    marginLeft: "auto",
    padding: "0 14px 0 10px",
    border: 0,
    borderRadius: vars.radius.full,
    background: "#fff",
    color: "#0f172a",
    fontFamily: "inherit",
    fontSize: "0.875rem",
    fontWeight: 700,
    whiteSpace: "nowrap",
    boxShadow: "0 4px 14px rgba(0, 0, 0, 0.35)",
    cursor: "pointer",
    pointerEvents: "auto",
    selectors: { "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
  },
]);

/** Shown when the browser refused even muted autoplay. */
export const bigPlay = style([
  flex.row,
  {
    position: "absolute",
    top: "50%",
    left: "50%",
    zIndex: 4,
    justifyContent: "center",
    width: 72,
    height: 72,
    transform: "translate(-50%, -50%)",
    border: 0,
    borderRadius: vars.radius.full,
    background: "rgba(255, 255, 255, 0.92)",
    color: "#0f172a",
    boxShadow: "0 8px 30px rgba(0, 0, 0, 0.45)",
    cursor: "pointer",
    selectors: { "&:focus-visible": { outline: "3px solid #fff", outlineOffset: 3 } },
  },
]);

/** Without "mute on entry", the tap the browser asks for before playing with sound. */
export const joinWithSound = style([
  bigPlay,
  { width: "auto", height: 56, gap: 10, padding: "0 24px", fontFamily: "inherit", fontSize: "1rem", fontWeight: 700, whiteSpace: "nowrap" },
]);

/** The no-JavaScript fallback: the browser's own player on top of everything. */
export const noscriptVideo = style({
  position: "absolute",
  inset: 0,
  zIndex: 10,
  width: "100%",
  height: "100%",
  maxWidth: "none",
  background: "#000",
});

/** Over the empty picture while only sound plays. */
export const audioOnlyNotice = style([
  flex.column,
  {
    position: "absolute",
    inset: 0,
    zIndex: 1,
    alignItems: "center",
    justifyContent: "center",
    gap: vars.space.xs,
    padding: vars.space.lg,
    textAlign: "center",
    color: "rgba(255, 255, 255, 0.9)",
    background: "radial-gradient(circle at center, #1f2937, #000 70%)",
    pointerEvents: "none",
  },
]);

export const audioOnlyTitle = style({ margin: 0, fontSize: 16, fontWeight: 600 });

export const audioOnlyHint = style({ margin: 0, maxWidth: "32ch", fontSize: 13, lineHeight: 1.4, color: "rgba(255, 255, 255, 0.7)" });
