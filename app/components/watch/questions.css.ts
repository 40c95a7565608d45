import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { brandButton, darkField, fieldFocus, darkPanel } from "./room-look.css";
import * as flex from "~/styles/layout.css";

export const panel = style([
  flex.column,
  {
    gap: 12,
    padding: vars.space.md,
    ...darkPanel,
    color: "#e2e8f0",
    minWidth: 0,
    scrollMarginTop: vars.space.md,
  },
]);
export const header = style({ display: "flex", alignItems: "baseline", justifyContent: "space-between", gap: vars.space.sm });
export const title = style({ margin: 0, fontSize: "1rem", fontWeight: 700, color: "#f8fafc" });
export const count = style({ color: "#94a3b8", fontSize: "0.85rem" });
export const subtitle = style({
  margin: "4px 0 0",
  fontSize: "0.85rem",
  fontWeight: 700,
  color: "#94a3b8",
  textTransform: "uppercase",
  letterSpacing: "0.05em",
});

export const form = style({ display: "grid", gap: 8 });
export const label = style({ fontSize: "0.9rem", fontWeight: 600, color: "#cbd5e1" });
export const input = style({
  width: "100%",
  minHeight: 64,
  padding: "10px 12px",
  ...darkField,
  resize: "vertical",
  selectors: { "&::placeholder": { color: "#64748b" }, "&:focus": fieldFocus },
});
export const formRow = style({ display: "flex", alignItems: "center", gap: vars.space.sm });
export const check = style([
  flex.inlineRow,
  {
    gap: 8,
    minHeight: 44,
    fontSize: "0.9rem",
    color: "#cbd5e1",
    cursor: "pointer",
  },
]);
export const hint = style({ marginLeft: "auto", color: "#94a3b8", fontSize: "0.8rem" });
export const ask = style({
  ...brandButton,
  minHeight: 44,
  padding: "0 20px",
  borderRadius: vars.radius.sm,
  selectors: { "&:disabled": { opacity: 0.55, cursor: "not-allowed" }, "&:hover:not(:disabled)": { background: vars.color.brandHover } },
});
export const error = style({ margin: 0, color: "#fca5a5", fontSize: "0.85rem", fontWeight: 600 });

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: 8 });
const itemBase = style({
  display: "flex",
  alignItems: "flex-start",
  gap: 12,
  padding: "10px 12px",
  borderRadius: vars.radius.md,
  background: "#111c33",
  border: "1px solid #1e293b",
  minWidth: 0,
});
export const item = styleVariants({
  open: [itemBase],
  highlighted: [itemBase, { borderColor: "#6366f1", background: "#1e1b4b" }],
  answered: [itemBase, { background: "transparent" }],
});
export const body = style({ display: "grid", gap: 4, minWidth: 0, flex: 1 });
export const text = style({ margin: 0, fontSize: "0.95rem", lineHeight: 1.45, overflowWrap: "anywhere", whiteSpace: "pre-wrap", color: "#f1f5f9" });
export const meta = style([
  flex.wrappingRow,
  {
    margin: 0,
    gap: "2px 10px",
    fontSize: "0.8rem",
    color: "#94a3b8",
  },
]);
export const asker = styleVariants({
  other: { fontWeight: 600, color: "#a5b4fc" },
  own: { fontWeight: 600, color: "#6ee7b7" },
});

export const voteForm = style({ display: "contents" });
const voteBase = style([
  flex.inlineRow,
  {
    flexDirection: "column",
    justifyContent: "center",
    flexShrink: 0,
    width: 44,
    minHeight: 44,
    gap: 1,
    borderRadius: vars.radius.sm,
    border: "1px solid #334155",
    background: "#0b1226",
    color: "#cbd5e1",
    font: "inherit",
    fontSize: "0.85rem",
    fontWeight: 700,
  },
]);
export const vote = styleVariants({
  button: [
    voteBase,
    {
      cursor: "pointer",
      selectors: {
        "&:hover:not(:disabled)": { borderColor: "#818cf8", color: "#fff" },
        "&:focus-visible": { outline: "2px solid #818cf8", outlineOffset: 1 },
        "&:disabled": { opacity: 0.6 },
      },
    },
  ],
  done: [voteBase, { borderColor: "#6366f1", background: "#312e81", color: "#e0e7ff" }],
  own: [voteBase, { opacity: 0.7 }],
});
const badgeBase = style([
  flex.inlineRow,
  {
    padding: "1px 8px",
    borderRadius: vars.radius.full,
    fontSize: "0.72rem",
    fontWeight: 700,
  },
]);
export const badge = styleVariants({
  live: [badgeBase, { background: "#fbbf24", color: "#1c1917" }],
  answered: [badgeBase, { flexShrink: 0, marginTop: 2, background: "#064e3b", color: "#6ee7b7" }],
});
export const empty = style({ margin: 0, padding: "12px 0", color: "#94a3b8", fontSize: "0.9rem", textAlign: "center" });
export const closed = style({
  margin: 0,
  padding: "10px 12px",
  borderRadius: 8,
  background: "#1e293b",
  color: "#cbd5e1",
  fontSize: "0.9rem",
});
