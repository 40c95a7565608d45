import { style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import * as flex from "~/styles/layout.css";
import { plainSummary } from "~/styles/disclosure.css";
import { stackedGrid } from "~/styles/stacked-grid";

// Phones get each reminder as a short card ("1 week before · E-mail", its due time, its status):
// a four-column table does not fit 390 px with the delivery details. From md up it is a table.

export const table = style({
  display: "block",
  width: "100%",
  borderCollapse: "collapse",
  fontSize: "0.88rem",
  "@media": { [media.md]: { display: "table" } },
});
export const head = style({ display: "none", "@media": { [media.md]: { display: "table-header-group" } } });
export const body = style({ display: "block", "@media": { [media.md]: { display: "table-row-group" } } });
export const row = style([
  flex.wrapping,
  {
    gap: "4px 6px",
    padding: "10px 0",
    borderBottom: `1px solid ${vars.color.border}`,
    "@media": { [media.md]: { display: "table-row", padding: 0 } },
  },
]);
export const th = style({
  textAlign: "left",
  padding: 8,
  color: vars.color.textMuted,
  fontWeight: 600,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: "nowrap",
});
const cellBase = style({
  overflowWrap: "anywhere",
  "@media": { [media.md]: { display: "table-cell", padding: 8, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: "top" } },
});
export const cell = styleVariants({
  timing: [cellBase, { fontWeight: 600, "@media": { [media.md]: { fontWeight: 400 } } }],
  channel: [
    cellBase,
    {
      color: vars.color.textMuted,
      selectors: { "&::before": { content: '"· "' } },
      "@media": { [media.md]: { color: "inherit", selectors: { "&::before": { content: "none" } } } },
    },
  ],
  due: [
    cellBase,
    {
      flexBasis: "100%",
      color: vars.color.textMuted,
      selectors: { "&::before": { content: '"Due "' } },
      "@media": { [media.md]: { color: "inherit", selectors: { "&::before": { content: "none" } } }, [media.lg]: { whiteSpace: "nowrap" } },
    },
  ],
  status: [cellBase, { flexBasis: "100%" }],
});
export const status = style({ display: "flex", flexDirection: "column", alignItems: "flex-start", gap: 4, minWidth: 0 });

const badgeBase = style({
  display: "inline-block",
  padding: "2px 10px",
  borderRadius: vars.radius.full,
  fontWeight: 600,
  fontSize: "0.8rem",
  whiteSpace: "nowrap",
});
export const badge = styleVariants({
  neutral: [badgeBase, { background: vars.color.surfaceMuted, color: vars.color.textMuted, border: `1px solid ${vars.color.border}` }],
  info: [badgeBase, { background: vars.color.brandSoft, color: vars.color.brandHover }],
  success: [badgeBase, { background: vars.color.successSoft, color: vars.color.success }],
  warning: [badgeBase, { background: "#fef3c7", color: "#92400e" }],
});
export const detail = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.85rem" });
const errorBase = style({ margin: 0, fontSize: "0.85rem", overflowWrap: "anywhere", maxWidth: "60ch" });
// A message given up on is an error; one still being retried is a warning.
export const error = styleVariants({ failed: [errorBase, { color: vars.color.danger }], retrying: [errorBase, { color: "#92400e" }] });
export const errorSummary = style({ cursor: "pointer" });
export const errorFull = style({ margin: "4px 0 0", whiteSpace: "pre-wrap" });

export const notice = style({
  margin: 0,
  padding: "8px 12px",
  borderRadius: vars.radius.sm,
  background: "#fffbeb",
  color: "#92400e",
  border: "1px solid #fde68a",
  fontSize: "0.88rem",
});

export const otherList = style([
  stackedGrid(media.md, "repeat(2, minmax(0, 1fr))"),
  { gap: vars.space.md, margin: 0, padding: 0, listStyle: "none" },
]);
export const otherItem = style({ display: "flex", flexDirection: "column", gap: 4, minWidth: 0 });
export const otherLabel = style({ fontWeight: 600, fontSize: "0.92rem" });

export const disclosure = style({ display: "flex", flexDirection: "column", gap: vars.space.sm });

export const disclosureSummary = style([
  plainSummary,
  {
    display: "grid",
    gridTemplateColumns: "minmax(0, 1fr) auto",
    gridTemplateAreas: `"head toggle" "next toggle"`,
    alignItems: "center",
    columnGap: vars.space.md,
    rowGap: 2,
    padding: "10px 12px",
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.sm,
    selectors: { "&:hover": { background: vars.color.surfaceMuted } },
  },
]);

export const summaryHead = style({ gridArea: "head", fontWeight: 600 });

export const summaryToggle = style({
  gridArea: "toggle",
  fontSize: "0.875rem",
  fontWeight: 600,
  color: vars.color.brand,
  selectors: { [`${disclosure}[open] &`]: { color: vars.color.textMuted } },
});

export const summaryNext = style({ gridArea: "next", color: vars.color.textMuted, fontSize: "0.85rem" });
