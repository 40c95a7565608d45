import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import * as flex from "~/styles/layout.css";
import { stackedGrid } from "~/styles/stacked-grid";
import { inset } from "~/styles/surface.css";

export const stats = style([
  stackedGrid(media.md, "repeat(3, minmax(0, 1fr))"),
  { gap: vars.space.sm, margin: `${vars.space.xs} 0 ${vars.space.sm}` },
]);
export const stat = style([
  flex.column,
  inset,
  {
    gap: 2,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    minWidth: 0,
  },
]);
export const statValue = style({ margin: 0, fontSize: "1.6rem", fontWeight: 700, fontVariantNumeric: "tabular-nums" });
export const statNote = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.85rem", overflowWrap: "anywhere" });

export const chart = style({ margin: `${vars.space.sm} 0`, display: "flex", flexDirection: "column", gap: vars.space.sm });
export const caption = style({ display: "flex", flexDirection: "column", gap: 2 });
export const chartTitle = style({ fontSize: "0.95rem" });

const PLOT_HEIGHT = 140;
export const plot = style({ display: "flex", gap: vars.space.sm, height: PLOT_HEIGHT });
export const scale = style([
  flex.column,
  {
    justifyContent: "space-between",
    color: vars.color.textMuted,
    fontSize: "0.75rem",
    fontVariantNumeric: "tabular-nums",
    textAlign: "right",
    lineHeight: 1,
    minWidth: 34,
  },
]);
// Gridlines at 0, 50 and 100%, drawn behind the bars.
export const bars = style({
  flex: "1 1 auto",
  minWidth: 0,
  display: "flex",
  alignItems: "flex-end",
  gap: 2,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
  backgroundImage: `linear-gradient(${vars.color.border} 1px, transparent 1px)`,
  backgroundSize: `100% ${PLOT_HEIGHT / 2}px`,
});
export const barSlot = style({ flex: "1 1 0", minWidth: 0, height: "100%", display: "flex", alignItems: "flex-end" });
export const bar = style({ width: "100%", minHeight: 1, background: vars.color.brand, borderRadius: "2px 2px 0 0" });
export const axis = style({
  display: "flex",
  justifyContent: "space-between",
  paddingLeft: `calc(34px + ${vars.space.sm})`,
  color: vars.color.textMuted,
  fontSize: "0.8rem",
});

export const tableCaption = style({ textAlign: "left", fontWeight: 600, fontSize: "0.95rem", padding: "0 8px 4px", color: vars.color.text });
export const rowHeader = style({ fontWeight: 600, textAlign: "left" });
