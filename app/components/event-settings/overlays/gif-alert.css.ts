import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import { stackedGrid } from "~/styles/stacked-grid";
import { inset } from "~/styles/surface.css";
import * as flex from "~/styles/layout.css";

export const columns = style([stackedGrid(media.md, "minmax(0, 1.2fr) minmax(0, 1fr)"), { gap: vars.space.lg }]);
export const side = style({ display: "flex", flexDirection: "column", gap: vars.space.md, minWidth: 0 });

export const preview = style([
  flex.row,
  {
    gap: 12,
    padding: "12px 14px",
    borderRadius: vars.radius.md,
    background: "linear-gradient(135deg, #1e1b4b, #701a75)",
    color: "#ffffff",
    minHeight: 64,
  },
]);
export const previewGif = style({
  width: 48,
  height: 48,
  borderRadius: vars.radius.sm,
  objectFit: "cover",
  flexShrink: 0,
  background: "rgba(255,255,255,0.1)",
});
export const previewText = style({ margin: 0, fontWeight: 700, fontSize: "0.98rem", overflowWrap: "anywhere" });
export const previewLabel = style({ margin: 0, fontSize: "0.72rem", textTransform: "uppercase", letterSpacing: "0.06em", opacity: 0.75 });

export const presetList = style({ display: "flex", flexDirection: "column", gap: 8, margin: 0, padding: 0, listStyle: "none" });
export const presetItem = style([
  flex.wrappingRow,
  inset,
  {
    justifyContent: "space-between",
    gap: 8,
    padding: "8px 10px",
    borderRadius: vars.radius.sm,
  },
]);
export const presetName = style([
  flex.column,
  {
    minWidth: 0,
    flex: "1 1 160px",
    fontWeight: 600,
    fontSize: "0.92rem",
    overflowWrap: "anywhere",
  },
]);
export const presetMeta = style({ color: vars.color.textMuted, fontWeight: 400, fontSize: "0.8rem" });
export const invalid = style({ color: vars.color.danger });

/** Delete sits in the preset's row; opened, it and its question take the whole row. */
export const confirm = style({ selectors: { "&[open]": { flexBasis: "100%" } } });
export const small = style({ minHeight: 34, padding: "0 12px", fontSize: "0.85rem" });
