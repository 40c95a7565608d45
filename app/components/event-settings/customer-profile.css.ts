import { style } from "@vanilla-extract/css";
import { tile } from "~/components/ui/tile.css";
import { vars } from "~/styles/theme.css";
import * as flex from "~/styles/layout.css";
import { mutedCaps } from "~/styles/text.css";

export const panel = style({ ...tile, gap: vars.space.md, scrollMarginTop: `calc(${vars.size.hostBar} + ${vars.space.md})` });

export const header = style({ display: "flex", alignItems: "flex-start", justifyContent: "space-between", gap: vars.space.md });
export const title = style({ fontSize: "1.2rem", fontWeight: 700 });
export const description = style({ margin: "4px 0 0", color: vars.color.textMuted, fontSize: "0.9rem" });

export const body = style({ display: "flex", flexDirection: "column", gap: vars.space.md });

export const identity = style({ display: "flex", alignItems: "center", gap: 12, minWidth: 0 });
export const avatar = style([
  flex.centred,
  {
    flexShrink: 0,
    width: 44,
    height: 44,
    borderRadius: vars.radius.full,
    background: vars.color.brandSoft,
    color: vars.color.brand,
    fontWeight: 700,
    fontSize: "1.1rem",
  },
]);
export const identityText = style({ display: "flex", flexDirection: "column", minWidth: 0 });
export const name = style({ margin: 0, fontWeight: 700, fontSize: "1.05rem", overflowWrap: "anywhere" });
export const email = style({ fontSize: "0.9rem", overflowWrap: "anywhere" });

export const history = style([
  flex.column,
  {
    gap: 12,
    paddingTop: vars.space.md,
    borderTop: `1px solid ${vars.color.border}`,
  },
]);
export const heading = style({ fontSize: "0.95rem", fontWeight: 700 });
export const subheading = style([
  mutedCaps,
  {
    margin: "0 0 6px",
    fontSize: "0.82rem",
    fontWeight: 600,
  },
]);

export const summary = style({ display: "grid", gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gap: 8, margin: 0 });
export const value = style({ margin: 0, fontWeight: 700, fontSize: "1.05rem", overflowWrap: "anywhere" });

export const sources = style({ display: "flex", flexDirection: "column", gap: 4, margin: 0, fontSize: "0.9rem" });
export const sourceRow = style({ display: "flex", justifyContent: "space-between", gap: 12 });
export const count = style({ color: vars.color.textMuted, fontSize: "0.82rem" });

export const empty = style({
  margin: 0,
  padding: "12px",
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  textAlign: "center",
  fontSize: "0.9rem",
});
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.9rem" });
export const error = style([
  flex.column,
  {
    alignItems: "flex-start",
    gap: 8,
    color: vars.color.danger,
    fontSize: "0.9rem",
  },
]);
export const retry = style({ minHeight: 36, fontSize: "0.85rem" });

export const purchases = style({ display: "flex", flexDirection: "column", margin: 0, padding: 0, listStyle: "none" });
export const purchase = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "flex-start",
  gap: 12,
  padding: "8px 0",
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { "&:last-child": { borderBottom: "none" } },
});
export const purchaseMain = style({ display: "flex", flexDirection: "column", gap: 2, minWidth: 0 });
export const purchaseName = style({ fontWeight: 600, fontSize: "0.95rem", overflowWrap: "anywhere" });
export const purchaseMeta = style({ color: vars.color.textMuted, fontSize: "0.82rem", overflowWrap: "anywhere" });
export const purchaseSide = style({ display: "flex", flexDirection: "column", alignItems: "flex-end", gap: 4, flexShrink: 0 });
export const amount = style({ fontWeight: 600, fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" });
export const struck = style([amount, { color: vars.color.textMuted, textDecoration: "line-through" }]);
export const refundBadge = style({
  padding: "2px 8px",
  borderRadius: vars.radius.full,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontSize: "0.75rem",
  fontWeight: 600,
  whiteSpace: "nowrap",
});
