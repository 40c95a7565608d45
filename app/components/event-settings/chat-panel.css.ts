import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import { control } from "~/styles/control.css";
import { outlined, inset } from "~/styles/surface.css";
import { compactCard } from "./tab-panel.css";
import * as flex from "~/styles/layout.css";
import { compactControl } from "~/components/ui/field.css";
import { stateBadgeBase } from "~/components/ui/state-badge.css";

export const panel = style({ ...compactCard, gap: 12 });

export const head = style({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: vars.space.sm });
export const title = style({ fontSize: "1.15rem", fontWeight: 700 });
export const status = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm });

const pill = style([stateBadgeBase, { minHeight: 28, padding: "0 10px", fontSize: "0.82rem" }]);

export const connection = styleVariants({
  connected: [pill, { background: vars.color.successSoft, color: vars.color.success }],
  connecting: [pill, { background: vars.color.surfaceMuted, color: vars.color.textMuted }],
  disconnected: [pill, { background: vars.color.dangerSoft, color: vars.color.danger }],
});
const dotBase = style({ width: 8, height: 8, borderRadius: vars.radius.full, flexShrink: 0 });
export const dot = styleVariants({
  connected: [dotBase, { background: vars.color.success }],
  connecting: [dotBase, { background: vars.color.borderStrong }],
  disconnected: [dotBase, { background: vars.color.danger }],
});
export const refresh = style([
  pill,
  { background: vars.color.surfaceMuted, color: vars.color.brand, textDecoration: "none", border: `1px solid ${vars.color.border}` },
]);
export const viewers = style([pill, { background: vars.color.brandSoft, color: vars.color.brandHover }]);

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.85rem" });
export const notice = style({
  margin: 0,
  padding: "10px 12px",
  borderRadius: vars.radius.sm,
  background: vars.color.successSoft,
  color: vars.color.text,
  fontSize: "0.9rem",
});
export const alert = style([notice, { background: vars.color.dangerSoft, color: vars.color.danger }]);

/** Spec section 2: the chat area is 450 px high. */
export const area = style([
  flex.column,
  outlined,
  {
    height: 450,
    borderRadius: vars.radius.sm,
    overflow: "hidden",
  },
]);

/** The studio's side column from laptop width up: the panel fills it and the messages take what the rest leaves. */
export const panelFill = style({ "@media": { [media.lg]: { height: "100%", minHeight: 0, gap: vars.space.sm, padding: 12 } } });
export const areaFill = style({ "@media": { [media.lg]: { flex: "1 1 0", height: "auto", minHeight: 96 } } });

/** The review queue, above the chat area: amber like the pinned strip, so it stands out while it has messages. */
export const held = style([
  flex.column,
  {
    gap: 6,
    padding: 10,
    borderRadius: vars.radius.sm,
    border: "1px solid #fde68a",
    background: "#fffbeb",
  },
]);
export const heldTitle = style({ display: "flex", alignItems: "center", gap: 8, margin: 0, fontSize: "0.95rem", fontWeight: 700, color: "#92400e" });
export const heldCount = style({
  minWidth: 22,
  padding: "0 7px",
  borderRadius: vars.radius.full,
  background: "#f59e0b",
  color: "#fff",
  fontSize: "0.78rem",
  lineHeight: "1.35rem",
  textAlign: "center",
});
export const heldList = style({ maxHeight: 260, overflowY: "auto", gap: 6 });
/** Filled (the studio): a long review queue stops at 40% of the panel and scrolls in its own box. */
export const heldFill = style({ "@media": { [media.lg]: { flexShrink: 0, maxHeight: "40%", overflow: "hidden" } } });
globalStyle(`${heldFill} > ${heldList}`, { "@media": { [media.lg]: { minHeight: 0 } } });

export const pinned = style({
  flexShrink: 0,
  maxHeight: "45%",
  overflowY: "auto",
  padding: 4,
  background: "#fffbeb",
  borderBottom: `1px solid #fde68a`,
});

export const scroller = style({
  flex: "1 1 auto",
  minHeight: 0,
  display: "flex",
  flexDirection: "column-reverse",
  overflowY: "auto",
  padding: 4,
  overscrollBehavior: "contain",
  selectors: { "&:focus-visible": { outlineOffset: -2 } },
});

export const list = style({ display: "flex", flexDirection: "column", gap: 2, margin: 0, padding: 0, listStyle: "none" });

export const empty = style({ margin: 0, padding: vars.space.lg, textAlign: "center", color: vars.color.textMuted, fontSize: "0.9rem" });

export const send = style({ display: "flex", flexDirection: "column", gap: 4 });
export const sendRow = style({ display: "flex", gap: vars.space.sm });
export const input = style([compactControl, { flex: "1 1 auto", minWidth: 0, padding: "0 12px" }]);
export const sendButton = style({ flexShrink: 0 });
export const sendFoot = style({ display: "flex", justifyContent: "space-between", alignItems: "flex-start", gap: vars.space.sm });
export const sendError = style({ margin: 0, color: vars.color.danger, fontSize: "0.85rem" });
export const counter = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.8rem", whiteSpace: "nowrap" });

export const salesCount = style([pill, { background: "#fffbeb", color: "#92400e" }]);
export const sales = style({ display: "flex", flexDirection: "column", gap: 6, selectors: { "&:empty": { display: "none" } } });
export const sale = style([
  flex.row,
  {
    justifyContent: "space-between",
    gap: vars.space.sm,
    margin: 0,
    padding: "8px 8px 8px 12px",
    borderRadius: vars.radius.sm,
    background: "#fffbeb",
    border: "1px solid #fde68a",
    color: vars.color.text,
    fontSize: "0.9rem",
    fontWeight: 600,
  },
]);
export const saleText = style({ minWidth: 0, overflowWrap: "anywhere" });
export const saleDismiss = style({
  flexShrink: 0,
  width: 32,
  height: 32,
  border: "none",
  borderRadius: vars.radius.full,
  background: "transparent",
  color: "#92400e",
  fontSize: "1.2rem",
  lineHeight: 1,
  cursor: "pointer",
  selectors: { "&:hover": { background: "#fef3c7" }, "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 } },
});

export const gate = style([
  flex.row,
  inset,
  {
    justifyContent: "space-between",
    gap: vars.space.sm,
    padding: "6px 6px 6px 12px",
    borderRadius: vars.radius.sm,
  },
]);
export const gateState = style({ display: "inline-flex", alignItems: "center", gap: 8, margin: 0, fontSize: "0.88rem", fontWeight: 600 });
export const gateDot = styleVariants({
  open: [dotBase, { background: vars.color.success }],
  closed: [dotBase, { background: vars.color.danger }],
  slow: [dotBase, { background: "#d97706" }],
});
export const gateButton = style({ minHeight: 36, padding: "0 12px", fontSize: "0.88rem", whiteSpace: "nowrap" });
export const slowControls = style({ display: "inline-flex", alignItems: "center", gap: vars.space.sm });
export const slowSelect = style([control, { minHeight: 36, padding: "0 8px", fontSize: "0.88rem", fontWeight: 600 }]);
