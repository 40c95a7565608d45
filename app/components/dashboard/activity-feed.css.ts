import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const list = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, margin: 0, padding: 0, listStyle: "none" });
export const item = style({ display: "grid", gridTemplateColumns: "12px minmax(0, 1fr)", gap: vars.space.sm, alignItems: "start" });
const dotBase = style({ width: 10, height: 10, marginTop: 6, borderRadius: vars.radius.full });
export const dot = styleVariants({
  registration: [dotBase, { background: vars.color.brand }],
  chat: [dotBase, { background: "#0ea5e9" }],
  live: [dotBase, { background: vars.color.danger }],
  purchase: [dotBase, { background: vars.color.accent }],
});
export const text = style({ margin: 0, overflowWrap: "anywhere" });
export const textLink = style({ color: vars.color.text, textDecoration: "none", selectors: { "&:hover": { textDecoration: "underline" } } });
export const detail = style({ margin: "2px 0 0", color: vars.color.textMuted, fontSize: "0.85rem", overflowWrap: "anywhere" });
export const time = style({ display: "block", color: vars.color.textMuted, fontSize: "0.78rem", marginTop: 2 });
