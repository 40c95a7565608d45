import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const list = style({ display: "flex", flexDirection: "column", margin: 0, padding: 0, listStyle: "none" });
export const item = style({ borderTop: `1px solid ${vars.color.border}`, selectors: { "&:first-child": { borderTop: "none" } } });
export const link = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) auto",
  gap: "4px 12px",
  alignItems: "center",
  padding: `${vars.space.sm} ${vars.space.xs}`,
  color: vars.color.text,
  textDecoration: "none",
  borderRadius: vars.radius.sm,
  selectors: { "&:hover": { background: vars.color.surfaceMuted } },
});
export const title = style({ fontWeight: 600, overflowWrap: "anywhere" });
export const meta = style({ gridColumn: "1 / -1", color: vars.color.textMuted, fontSize: "0.85rem" });
const badgeBase = style({
  justifySelf: "end",
  padding: "2px 10px",
  borderRadius: vars.radius.full,
  fontSize: "0.75rem",
  fontWeight: 600,
  textTransform: "capitalize",
  whiteSpace: "nowrap",
});
export const badge = styleVariants({
  live: [badgeBase, { background: vars.color.dangerSoft, color: "#b91c1c" }],
  scheduled: [badgeBase, { background: vars.color.brandSoft, color: vars.color.brandHover }],
  completed: [badgeBase, { background: vars.color.successSoft, color: "#047857" }],
  draft: [badgeBase, { background: vars.color.surfaceMuted, color: vars.color.textMuted, border: `1px solid ${vars.color.border}` }],
});
