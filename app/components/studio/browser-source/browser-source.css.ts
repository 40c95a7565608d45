import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import * as flex from "~/styles/layout.css";
import { dashed, dashedMuted } from "~/styles/surface.css";
import { pulsingDot } from "~/components/ui/live-dot.css";

/** The layout follows the column the studio gives it (about 360 to 720 px), not the window. */
const WIDE = "(min-width: 520px)";

export const panel = style({ containerType: "inline-size" });

export const studio = style({ display: "flex", flexDirection: "column", gap: vars.space.md, minWidth: 0 });

export const note = style([
  dashedMuted,
  {
    margin: 0,
    padding: "12px 14px",
    borderRadius: vars.radius.sm,
    color: vars.color.textMuted,
    fontSize: "0.92rem",
  },
]);

// The preview: a 16:9 stage, dark while there is nothing to show.
export const stage = style({
  position: "relative",
  aspectRatio: "16 / 9",
  width: "100%",
  overflow: "hidden",
  borderRadius: vars.radius.md,
  background: "#0b1120",
  boxShadow: "inset 0 0 0 1px rgba(255, 255, 255, 0.06)",
});
export const video = style({ display: "block", width: "100%", height: "100%", objectFit: "contain" });
export const placeholder = style([
  flex.centred,
  {
    position: "absolute",
    inset: 0,
    alignContent: "center",
    gap: vars.space.sm,
    padding: vars.space.lg,
    margin: 0,
    color: "#cbd5e1",
    fontSize: "0.92rem",
    textAlign: "center",
  },
]);

const stageBadgeBase = style([
  flex.inlineRow,
  {
    position: "absolute",
    top: 12,
    left: 12,
    gap: 6,
    padding: "3px 10px",
    borderRadius: vars.radius.full,
    fontSize: "0.75rem",
    fontWeight: 700,
    letterSpacing: "0.06em",
    textTransform: "uppercase",
    color: "#ffffff",
  },
]);
export const stageBadge = styleVariants({
  live: [stageBadgeBase, { background: "#dc2626" }],
  sending: [stageBadgeBase, { background: "rgba(15, 23, 42, 0.78)" }],
});
export const stageDot = style([pulsingDot.brisk, { width: 7, height: 7 }]);

// The microphone's level under the preview.
export const meterRow = style({ display: "flex", alignItems: "center", gap: vars.space.sm, color: vars.color.textMuted, fontSize: "0.85rem" });
export const meter = style({
  position: "relative",
  flex: "1 1 auto",
  height: 8,
  overflow: "hidden",
  borderRadius: vars.radius.full,
  background: vars.color.border,
});
export const meterFill = style({
  position: "absolute",
  inset: 0,
  borderRadius: vars.radius.full,
  background: `linear-gradient(90deg, ${vars.color.accent} 0%, ${vars.color.accent} 70%, #f59e0b 85%, ${vars.color.danger} 100%)`,
  transition: "clip-path 90ms linear",
  "@media": { "(prefers-reduced-motion: reduce)": { transition: "none" } },
});
export const meterNote = style({ flex: "none" });

// The camera, microphone and screen.
export const controls = style([
  flex.oneColumn,
  {
    gap: vars.space.md,
    "@container": { [WIDE]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
  },
]);
export const fullRow = style({ gridColumn: "1 / -1" });
/** A row across the panel on the muted surface: the camera permission still to give, the shared screen. */
const panelRow = style([
  fullRow,
  flex.wrappingRow,
  { gap: `${vars.space.sm} ${vars.space.md}`, borderRadius: vars.radius.md, background: vars.color.surfaceMuted },
]);
export const permission = style([panelRow, dashed, { padding: vars.space.md }]);
export const screenRow = style([panelRow, { padding: "10px 12px", border: `1px solid ${vars.color.border}` }]);
export const rowText = style({
  flex: "1 1 200px",
  minWidth: 0,
  margin: 0,
  fontSize: "0.9rem",
  color: vars.color.textMuted,
  overflowWrap: "anywhere",
});
export const strong = style({ color: vars.color.text, fontWeight: 600 });

// Going live, and how it goes.
export const actions = style([
  flex.wrappingRow,
  {
    justifyContent: "space-between",
    gap: `${vars.space.sm} ${vars.space.md}`,
    paddingTop: vars.space.md,
    borderTop: `1px solid ${vars.color.border}`,
  },
]);
export const goLive = style({ flex: "1 1 100%", "@container": { [WIDE]: { flex: "0 0 auto" } } });
export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.85rem" });
export const progress = style({ display: "flex", flexDirection: "column", gap: 4, flex: "1 1 240px", minWidth: 0 });

const statusBase = style([
  flex.row,
  {
    gap: vars.space.sm,
    margin: 0,
    fontWeight: 600,
    selectors: { "&:empty": { display: "none" } },
  },
]);
export const status = styleVariants({
  waiting: [statusBase, { color: "#92400e" }],
  live: [statusBase, { color: "#b91c1c" }],
  idle: [statusBase, { fontWeight: 500, color: vars.color.text }],
  warning: [statusBase, { color: "#92400e" }],
});
export const statusDot = style([pulsingDot.brisk, { flex: "none", width: 9, height: 9 }]);
export const sent = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.85rem", fontVariantNumeric: "tabular-nums" });
export const said = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.85rem" });
export const stop = style({ flex: "1 1 100%", "@container": { [WIDE]: { flex: "0 0 auto" } } });
