import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import * as flex from "~/styles/layout.css";
import { dashed, inset, outlined } from "~/styles/surface.css";

export const off = style({ margin: 0, color: vars.color.textMuted });
export const editLink = style({ alignSelf: "flex-start" });

export const switchRow = style([
  flex.wrappingRow,
  inset,
  {
    gap: "4px 12px",
    padding: "12px 14px",
    borderRadius: vars.radius.md,
  },
]);
export const switchButton = style([
  flex.inlineRow,
  {
    gap: 10,
    minHeight: 44,
    padding: 0,
    border: 0,
    background: "transparent",
    color: vars.color.text,
    font: "inherit",
    fontWeight: 600,
    textAlign: "left",
    cursor: "pointer",
  },
]);
const trackBase = style({
  position: "relative",
  flexShrink: 0,
  width: 40,
  height: 24,
  borderRadius: vars.radius.full,
  transition: "background 150ms",
});
export const track = styleVariants({
  on: [trackBase, { background: vars.color.brand }],
  off: [trackBase, { background: vars.color.borderStrong }],
});
export const thumb = style({
  position: "absolute",
  top: 3,
  left: 3,
  width: 18,
  height: 18,
  borderRadius: "50%",
  background: "#fff",
  boxShadow: vars.shadow.sm,
  transition: "transform 150ms",
  selectors: { [`${track.on} &`]: { transform: "translateX(16px)" } },
});
export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.85rem" });

export const toolbar = style({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: vars.space.sm });
export const counts = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.9rem", fontWeight: 600 });
export const sort = style([
  inset,
  {
    display: "inline-flex",
    padding: 3,
    borderRadius: vars.radius.full,
  },
]);
const sortBase = style([
  flex.inlineRow,
  {
    minHeight: 36,
    padding: "0 14px",
    borderRadius: vars.radius.full,
    fontSize: "0.88rem",
    fontWeight: 600,
    textDecoration: "none",
  },
]);
export const sortLink = styleVariants({
  current: [sortBase, { background: vars.color.surface, color: vars.color.text, boxShadow: vars.shadow.sm }],
  other: [sortBase, { color: vars.color.textMuted, selectors: { "&:hover": { color: vars.color.text } } }],
});

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: 10 });
const itemBase = style([
  outlined,
  {
    display: "flex",
    gap: 14,
    padding: 14,
    borderRadius: vars.radius.md,
    minWidth: 0,
  },
]);
export const item = styleVariants({
  open: [itemBase],
  highlighted: [itemBase, { borderColor: vars.color.brand, background: vars.color.brandSoft, boxShadow: `inset 4px 0 0 ${vars.color.brand}` }],
  answered: [itemBase, { background: vars.color.surfaceMuted }],
  dismissed: [itemBase, { background: vars.color.surfaceMuted, opacity: 0.7 }],
});
export const votes = style([
  flex.column,
  inset,
  {
    alignItems: "center",
    justifyContent: "center",
    flexShrink: 0,
    width: 52,
    height: 52,
    borderRadius: vars.radius.md,
  },
]);
export const voteCount = style({ fontSize: "1.15rem", lineHeight: 1.1 });
export const voteWord = style({ fontSize: "0.7rem", color: vars.color.textMuted, textTransform: "uppercase", letterSpacing: "0.04em" });
export const body = style({ display: "flex", flexDirection: "column", gap: 8, minWidth: 0, flex: 1 });
export const text = style({ margin: 0, fontSize: "1rem", fontWeight: 600, overflowWrap: "anywhere", whiteSpace: "pre-wrap" });
export const meta = style({ margin: 0, display: "flex", flexWrap: "wrap", alignItems: "center", gap: "4px 10px", fontSize: "0.85rem" });
const badgeBase = style({ display: "inline-flex", padding: "2px 8px", borderRadius: vars.radius.full, fontSize: "0.75rem", fontWeight: 700 });
export const badge = styleVariants({
  open: [badgeBase, { background: "#f1f5f9", color: vars.color.textMuted }],
  highlighted: [badgeBase, { background: vars.color.brand, color: vars.color.onBrand }],
  answered: [badgeBase, { background: vars.color.successSoft, color: vars.color.success }],
  dismissed: [badgeBase, { background: "#f1f5f9", color: vars.color.textMuted }],
});
export const asker = style({ fontWeight: 600, minWidth: 0, overflowWrap: "anywhere" });
export const email = style({ fontWeight: 400, color: vars.color.textMuted });
export const anonymous = style({ color: vars.color.textMuted, fontStyle: "italic" });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: 6 });
export const small = style({ minHeight: 36, padding: "0 12px", fontSize: "0.85rem" });
export const error = style({ margin: 0, color: vars.color.danger, fontSize: "0.85rem", fontWeight: 600 });
export const empty = style([
  dashed,
  { margin: 0, padding: "28px 16px", textAlign: "center", color: vars.color.textMuted, borderRadius: vars.radius.md },
]);
