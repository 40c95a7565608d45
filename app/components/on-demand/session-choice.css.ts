import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import { darkPanel, eyebrow as eyebrowLook } from "~/components/watch/room-look.css";
import * as flex from "~/styles/layout.css";

export const page = style({
  display: "grid",
  gap: vars.space.lg,
  maxWidth: 720,
  margin: "0 auto",
  padding: `${vars.space.lg} ${vars.space.md}`,
  "@media": { [media.md]: { padding: `${vars.space.xxl} ${vars.space.lg}` } },
});
export const eyebrow = style(eyebrowLook);
export const title = style({ margin: 0, fontSize: "1.6rem", lineHeight: 1.25, color: "#f8fafc", "@media": { [media.md]: { fontSize: "2rem" } } });
export const lead = style({ margin: 0, color: "#cbd5e1" });
export const card = style({ display: "grid", gap: vars.space.md, padding: vars.space.lg, ...darkPanel });
export const cardTitle = style({ margin: 0, fontSize: "1.1rem", color: "#f8fafc" });
export const muted = style({ margin: 0, color: "#94a3b8", fontSize: "0.9rem" });
export const times = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space.sm,
  "@media": { [media.md]: { gridTemplateColumns: "1fr 1fr" } },
});
export const time = style({
  width: "100%",
  minHeight: 52,
  padding: "0 16px",
  borderRadius: vars.radius.md,
  border: "1px solid #334155",
  background: "#1e293b",
  color: "#f8fafc",
  font: "inherit",
  fontWeight: 600,
  textAlign: "left",
  cursor: "pointer",
  selectors: {
    "&:hover": { borderColor: "#818cf8", background: "#27324a" },
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
export const mine = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.sm });
export const mineItem = style([
  flex.wrappingRow,
  {
    justifyContent: "space-between",
    gap: vars.space.sm,
    color: "#e2e8f0",
  },
]);
export const link = style({ color: "#a5b4fc", fontWeight: 700 });
export const error = style({ margin: 0, padding: vars.space.md, borderRadius: vars.radius.md, background: "#450a0a", color: "#fecaca" });
