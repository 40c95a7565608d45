import { globalStyle, style } from "@vanilla-extract/css";
import { button, size } from "~/components/ui/button.css";
import { media, vars } from "~/styles/theme.css";
import { outlined } from "~/styles/surface.css";
import * as flex from "~/styles/layout.css";
import { plainSummary } from "~/styles/disclosure.css";

/** Devices with a mouse show a message's actions on hover (and focus); touch devices always. */
const HOVER = "(hover: hover) and (pointer: fine)";

export const row = style({
  position: "relative",
  listStyle: "none",
  padding: "8px 10px",
  borderRadius: vars.radius.sm,
  minWidth: 0,
  "@media": { [media.md]: { padding: "8px 12px" } },
  selectors: {
    "&:hover": { background: vars.color.surfaceMuted },
    '&[data-pending="true"]': { opacity: 0.55 },
  },
});

export const hostRow = style([
  row,
  {
    background: vars.color.brandSoft,
    selectors: { "&:hover": { background: vars.color.brandSoft } },
  },
]);

export const meta = style({ display: "flex", flexWrap: "wrap", alignItems: "baseline", gap: "2px 8px", minWidth: 0 });

export const name = style({ fontWeight: 700, fontSize: "0.9rem", overflowWrap: "anywhere" });
export const nameLink = style([
  name,
  {
    color: vars.color.brand,
    textDecoration: "none",
    borderRadius: 2,
    selectors: { "&:hover": { textDecoration: "underline" } },
  },
]);

const badge = style([
  flex.inlineRow,
  {
    padding: "0 7px",
    borderRadius: vars.radius.full,
    fontSize: "0.72rem",
    fontWeight: 700,
    lineHeight: "18px",
    letterSpacing: "0.02em",
  },
]);
export const hostBadge = style([badge, { background: vars.color.brand, color: vars.color.textInverse }]);
export const pinnedBadge = style([badge, { background: "#fef3c7", color: "#92400e" }]);
export const stateBadge = style([badge, { background: vars.color.dangerSoft, color: "#991b1b" }]);

export const time = style({ color: vars.color.textMuted, fontSize: "0.78rem" });

export const text = style({ margin: "2px 0 0", fontSize: "0.93rem", whiteSpace: "pre-wrap", overflowWrap: "anywhere" });

export const actions = style([
  flex.wrapping,
  {
    gap: 4,
    marginTop: 6,
    "@media": {
      [HOVER]: {
        // Over the message's text, never its author's name (a link to their profile); one line, growing leftward.
        position: "absolute",
        bottom: 4,
        right: 8,
        flexWrap: "nowrap",
        whiteSpace: "nowrap",
        zIndex: 2,
        marginTop: 0,
        padding: 2,
        gap: 2,
        background: vars.color.surface,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.sm,
        boxShadow: vars.shadow.md,
        opacity: 0,
        transition: "opacity 100ms",
      },
    },
  },
]);
globalStyle(`${row}:hover ${actions}, ${row}:focus-within ${actions}`, {
  "@media": { [HOVER]: { opacity: 1 } },
});
// A row's open menu stays above the next rows' toolbars.
globalStyle(`${row}:focus-within ${actions}`, {
  "@media": { [HOVER]: { zIndex: 4 } },
});

export const actionForm = style({ display: "contents" });

const actionBase = style([
  flex.inlineRow,
  outlined,
  {
    minHeight: 32,
    padding: "0 7px",
    borderRadius: vars.radius.sm,
    color: vars.color.text,
    font: "inherit",
    fontSize: "0.78rem",
    fontWeight: 600,
    cursor: "pointer",
    textDecoration: "none",
    "@media": { [HOVER]: { minHeight: 28, padding: "0 5px", border: "1px solid transparent" } },
    selectors: {
      "&:hover": { background: vars.color.surfaceMuted, borderColor: vars.color.border },
    },
  },
]);
export const action = actionBase;

/** A message in the review queue: its buttons always in view, never on hover only. */
export const heldRow = style([row, { background: vars.color.surface, border: `1px solid #fde68a` }]);
export const heldActions = style({ display: "flex", flexWrap: "wrap", gap: 6, marginTop: 6 });
export const heldButton = style({ minHeight: 34, padding: "0 14px", fontSize: "0.85rem" });
export const dangerAction = style([actionBase, { color: vars.color.danger, selectors: { "&:hover": { background: vars.color.dangerSoft } } }]);

export const confirmBox = style([
  flex.column,
  {
    gap: 10,
    padding: "12px 14px",
    borderRadius: vars.radius.sm,
    background: vars.color.dangerSoft,
    border: `1px solid #fecaca`,
  },
]);
export const confirmText = style({ margin: 0, fontSize: "0.9rem", fontWeight: 600 });
export const confirmActions = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm });
export const confirmButton = style({
  minHeight: 40,
  padding: "0 14px",
  border: 0,
  borderRadius: vars.radius.sm,
  background: vars.color.danger,
  color: vars.color.textInverse,
  font: "inherit",
  fontSize: "0.88rem",
  fontWeight: 600,
  cursor: "pointer",
});
export const cancel = style([button.secondary, size.compact]);

export const menu = style({ position: "relative", display: "inline-flex" });
export const menuSummary = style([
  actionBase,
  plainSummary,
  {
    selectors: {
      "&::after": { content: '"▾"', marginLeft: 2, fontSize: "0.7rem" },
    },
  },
]);
export const menuList = style([
  flex.column,
  outlined,
  {
    position: "absolute",
    // Upward: the newest messages sit at the bottom of the scrolling list, where a menu below would be cut off.
    bottom: "calc(100% + 4px)",
    right: 0,
    zIndex: 3,
    alignItems: "stretch",
    gap: 2,
    minWidth: 96,
    padding: 4,
    borderRadius: vars.radius.sm,
    boxShadow: vars.shadow.md,
  },
]);
