import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import * as flex from "~/styles/layout.css";
import { stackedGrid } from "~/styles/stacked-grid";
import { inset } from "~/styles/surface.css";
import { grid as statGrid } from "~/components/ui/stat.css";

export const steps = style([
  flex.wrapping,
  {
    gap: vars.space.sm,
    margin: 0,
    padding: 0,
    listStyle: "none",
    fontSize: "0.9rem",
    color: vars.color.textMuted,
  },
]);

export const stepItem = style({ display: "flex", alignItems: "center", gap: 6 });

export const stepCurrent = style({ color: vars.color.text, fontWeight: 700 });

export const stepNumber = style([
  inset,
  {
    display: "inline-grid",
    placeItems: "center",
    width: 24,
    height: 24,
    borderRadius: vars.radius.full,
    fontSize: "0.8rem",
    fontWeight: 700,
  },
]);

export const stepNumberCurrent = style({ background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.onBrand });

export const form = style({ display: "flex", flexDirection: "column", gap: vars.space.md });

export const fieldsRow = style([stackedGrid(media.md, "repeat(3, minmax(0, 1fr))"), { gridTemplateColumns: "1fr", gap: vars.space.md }]);

export const uploadRow = style([stackedGrid(media.md, "minmax(0, 1fr) minmax(0, 1fr)"), { gridTemplateColumns: "1fr", gap: vars.space.md }]);

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.85rem" });

export const buttons = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm });

export const tableWrap = style([flex.sidewaysScroll, { border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm }]);

export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: "0.88rem" });

export const th = style({
  padding: "8px 10px",
  textAlign: "left",
  background: vars.color.surfaceMuted,
  borderBottom: `1px solid ${vars.color.border}`,
  fontWeight: 700,
  whiteSpace: "nowrap",
});

const cell = style({ padding: "8px 10px", borderBottom: `1px solid ${vars.color.border}`, verticalAlign: "top" });

export const td = style([cell, { maxWidth: 280, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }]);

/** A cell of sentences (why a line was not imported): wraps, never squeezed below a readable width. */
export const reasonCell = style([cell, { minWidth: 220 }]);

export const lineCell = style([td, { whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums", color: vars.color.textMuted }]);

export const mapped = style({ display: "block", color: vars.color.brandHover, fontSize: "0.75rem", fontWeight: 700 });

// The kit's stat grid, a little tighter and four across from tablet width.
export const counts = style([statGrid, { gap: vars.space.sm, "@media": { [media.md]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" } } }]);

export const countCard = style({
  display: "flex",
  flexDirection: "column-reverse",
  gap: 2,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});

export const countLabel = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.85rem", fontWeight: 600 });

export const countValue = style({ margin: 0, fontSize: "1.4rem", fontWeight: 700 });

export const details = style({ fontSize: "0.9rem" });

export const summary = style({ cursor: "pointer", fontWeight: 600, padding: "4px 0" });

export const caption = style({ padding: "8px 10px", textAlign: "left", fontSize: "0.875rem", fontWeight: 600 });

// The report's lines as small cards on a phone (line, e-mail, result on one row, the reason below),
// as a table from the md width up.
const narrow = "screen and (max-width: 767px)";

export const reportTable = style([table, { "@media": { [narrow]: { display: "block" } } }]);

export const reportHead = style({
  "@media": { [narrow]: { position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)", whiteSpace: "nowrap" } },
});

export const reportBody = style({ "@media": { [narrow]: { display: "block" } } });

export const reportRow = style({
  "@media": {
    [narrow]: {
      display: "grid",
      gridTemplateColumns: "auto minmax(0, 1fr) auto",
      alignItems: "center",
      gap: "4px 10px",
      padding: "10px",
      borderBottom: `1px solid ${vars.color.border}`,
    },
  },
});

const narrowCell = { display: "block", padding: 0, border: "none", maxWidth: "none", minWidth: 0 } as const;

export const reportLine = style([lineCell, { "@media": { [narrow]: { ...narrowCell, fontWeight: 600 } } }]);

globalStyle(`${reportLine}::before`, { "@media": { [narrow]: { content: '"Line "' } } });

export const reportCell = style([td, { "@media": { [narrow]: narrowCell } }]);

export const reportReason = style([reasonCell, { "@media": { [narrow]: { ...narrowCell, gridColumn: "1 / -1", color: vars.color.textMuted } } }]);

export const reportCaption = style([caption, { "@media": { [narrow]: { display: "block" } } }]);
