import { style } from "@vanilla-extract/css";
import { card as cardLook } from "~/components/ui/card.css";
import { media, vars } from "~/styles/theme.css";
import * as flex from "~/styles/layout.css";

export const page = style({
  display: "grid",
  gap: vars.space.lg,
  maxWidth: 880,
  margin: "0 auto",
  padding: vars.space.md,
  "@media": { [media.md]: { padding: vars.space.xl } },
});
export const back = style({
  color: vars.color.textMuted,
  textDecoration: "none",
  fontSize: "0.9rem",
  selectors: { "&:hover": { color: vars.color.text } },
});
export const title = style({ margin: 0, fontSize: "1.5rem", lineHeight: 1.25 });
export const lead = style({ margin: 0, color: vars.color.textMuted });
export const card = style([cardLook.panel, { display: "grid" }]);
export const form = style({ display: "grid", gap: vars.space.md });
export const cardTitle = style({ margin: 0, fontSize: "1.1rem" });
export const row = style({ display: "grid", gap: vars.space.md, "@media": { [media.md]: { gridTemplateColumns: "1fr 1fr" } } });
export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.85rem" });
export const warning = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontSize: "0.9rem",
});
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, justifyContent: "flex-end" });
export const figures = style({ display: "grid", gridTemplateColumns: "repeat(3, 1fr)", gap: vars.space.sm, margin: 0 });
export const figure = style({ display: "grid", gap: 2, padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.surfaceMuted });
export const figureValue = style({ margin: 0, fontSize: "1.4rem", fontWeight: 700 });
export const figureLabel = style({ color: vars.color.textMuted, fontSize: "0.8rem" });
export const sessions = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.sm });
export const session = style([
  flex.wrapping,
  {
    justifyContent: "space-between",
    gap: vars.space.sm,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
  },
]);
export const sessionMeta = style({ color: vars.color.textMuted, fontSize: "0.85rem" });
export const link = style({ color: vars.color.brand, fontWeight: 600 });
