import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { tile } from "~/components/ui/tile.css";
import { media, vars } from "~/styles/theme.css";
import { inset } from "~/styles/surface.css";
import * as flex from "~/styles/layout.css";

export const card = style({ ...tile, gap: 12, padding: vars.space.md, "@media": { [media.md]: { padding: vars.space.lg } } });
export const title = style({ margin: 0, fontSize: "1.15rem", fontWeight: 700 });

export const form = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm });
/** A segmented track, two by two: the encoder and the camera, then the screen alone and with the camera. */
export const choices = style([
  inset,
  {
    flex: "1 1 100%",
    display: "grid",
    gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
    gap: 4,
    margin: 0,
    padding: 4,
    minWidth: 0,
    borderRadius: vars.radius.md,
  },
]);
/** A segment of the track: the chosen one sits raised on it. */
export const choice = style([
  flex.row,
  {
    justifyContent: "center",
    gap: 8,
    minHeight: 40,
    padding: "0 10px",
    borderRadius: vars.radius.sm,
    color: vars.color.textMuted,
    fontSize: "0.9rem",
    fontWeight: 600,
    lineHeight: 1.2,
    cursor: "pointer",
    selectors: {
      "&:has(:checked)": { background: vars.color.surface, color: vars.color.text, boxShadow: vars.shadow.sm },
      "&:hover": { color: vars.color.text },
    },
  },
]);
export const radio = style({ flexShrink: 0, margin: 0, accentColor: vars.color.brand });
globalStyle(`${choice}:has(${radio}:focus-visible)`, { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 });
export const submit = style({ minHeight: 40 });

export const encoder = style({ display: "flex", flexDirection: "column", gap: 12 });
const statusBase = style({ display: "inline-flex", alignItems: "center", gap: 8, margin: 0, fontWeight: 700, fontSize: "0.95rem" });
export const status = styleVariants({
  waiting: [statusBase, { color: vars.color.textMuted }],
  live: [statusBase, { color: vars.color.danger }],
});
const dotBase = style({ width: 10, height: 10, borderRadius: vars.radius.full, flexShrink: 0 });
export const statusDot = styleVariants({
  waiting: [dotBase, { border: `2px solid ${vars.color.borderStrong}` }],
  live: [dotBase, { background: vars.color.danger }],
});
export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.85rem" });
