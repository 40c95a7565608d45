import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import { mutedCaps } from "~/styles/text.css";
import * as flex from "~/styles/layout.css";

// Phone: each purchase is a stacked block with its labels; from md up, a table.
export const wrap = style({ minWidth: 0 });
export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: "0.92rem" });
export const head = style({
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  "@media": { [media.md]: { position: "static", width: "auto", height: "auto", overflow: "visible", clip: "auto" } },
});
export const th = style([
  mutedCaps,
  {
    textAlign: "left",
    padding: "8px 12px",
    borderBottom: `1px solid ${vars.color.border}`,
    fontSize: "0.78rem",
    fontWeight: 700,
    whiteSpace: "nowrap",
  },
]);
export const number = style({ "@media": { [media.md]: { textAlign: "right" } } });
// The Amount column's header lines up with its figures.
globalStyle(`${th}:nth-child(3)`, { "@media": { [media.md]: { textAlign: "right" } } });
export const row = style([
  flex.oneColumn,
  {
    gap: 4,
    padding: `${vars.space.sm} 0`,
    borderTop: `1px solid ${vars.color.border}`,
    selectors: { "&:first-child": { borderTop: "none" } },
    "@media": { [media.md]: { display: "table-row", padding: 0 } },
  },
]);
export const td = style({
  display: "flex",
  gap: vars.space.sm,
  alignItems: "baseline",
  minWidth: 0,
  overflowWrap: "anywhere",
  selectors: {
    "&::before": { content: "attr(data-label)", flex: "0 0 72px", color: vars.color.textMuted, fontSize: "0.8rem", fontWeight: 600 },
  },
  "@media": {
    [media.md]: {
      display: "table-cell",
      padding: "10px 12px",
      borderBottom: `1px solid ${vars.color.border}`,
      verticalAlign: "top",
      selectors: { "&::before": { content: "none" } },
    },
  },
});
export const buyer = style({ fontWeight: 600 });
export const who = style({ display: "flex", flexDirection: "column", minWidth: 0 });
export const email = style({ color: vars.color.textMuted, fontSize: "0.82rem" });
export const struck = style({ color: vars.color.textMuted, textDecoration: "line-through" });

// A pill on one line; a long label ("Refunded: sold out while paying") may wrap on a phone.
const badgeBase = style({
  display: "inline-block",
  maxWidth: "100%",
  padding: "2px 8px",
  borderRadius: 10,
  fontSize: "0.78rem",
  fontWeight: 600,
});
export const badge = styleVariants({
  none: [badgeBase, { background: vars.color.successSoft, color: vars.color.success }],
  partial: [badgeBase, { background: "#fffbeb", color: "#92400e" }],
  pending: [badgeBase, { background: "#fffbeb", color: "#92400e" }],
  full: [badgeBase, { background: vars.color.dangerSoft, color: "#b91c1c" }],
});

export const totals = style({ margin: 0, fontSize: "0.95rem", fontWeight: 700, fontVariantNumeric: "tabular-nums" });
export const totalsLabel = style({ color: vars.color.textMuted, fontWeight: 500, fontSize: "0.85rem" });
export const total = style({ whiteSpace: "nowrap" });
export const link = style({ color: vars.color.brandHover, fontWeight: 600 });
