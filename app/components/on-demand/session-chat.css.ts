import { style, styleVariants } from "@vanilla-extract/css";
import { darkPanel, darkPanelHeader } from "~/components/watch/room-look.css";
import { vars } from "~/styles/theme.css";
import * as flex from "~/styles/layout.css";

export const panel = style([
  flex.column,
  {
    minHeight: 280,
    maxHeight: "min(70vh, 560px)",
    ...darkPanel,
    color: "#e2e8f0",
    overflow: "hidden",
  },
]);
export const header = style({ ...darkPanelHeader, alignItems: "baseline" });
export const title = style({ margin: 0, fontSize: "1rem", color: "#f8fafc" });
export const scope = style({ fontSize: "0.8rem", color: "#94a3b8" });
export const list = style({
  flex: 1,
  overflowY: "auto",
  listStyle: "none",
  margin: 0,
  padding: vars.space.md,
  display: "grid",
  alignContent: "start",
  gap: 10,
});
export const empty = style({ color: "#94a3b8", fontSize: "0.9rem" });
export const message = style({ fontSize: "0.92rem", lineHeight: 1.45, overflowWrap: "anywhere" });
export const author = styleVariants({
  own: { fontWeight: 700, color: "#a5b4fc" },
  other: { fontWeight: 700, color: "#f8fafc" },
});
export const badge = style({
  display: "inline-block",
  padding: "0 6px",
  borderRadius: vars.radius.full,
  background: "#4f46e5",
  color: "#fff",
  fontSize: "0.72rem",
  fontWeight: 700,
});
export const review = style({ display: "block", fontSize: "0.78rem", color: "#fbbf24" });
export const form = style({ display: "flex", gap: vars.space.sm, padding: vars.space.md, borderTop: "1px solid #1e293b" });
export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: 44,
  padding: "0 12px",
  borderRadius: vars.radius.sm,
  border: "1px solid #334155",
  background: "#1e293b",
  color: "#f8fafc",
  font: "inherit",
  selectors: { "&::placeholder": { color: "#94a3b8" } },
});
export const note = style({ margin: 0, padding: vars.space.md, borderTop: "1px solid #1e293b", color: "#cbd5e1", fontSize: "0.88rem" });
export const error = style({ margin: 0, padding: `0 ${vars.space.md} ${vars.space.sm}`, color: "#fca5a5", fontSize: "0.85rem" });
