import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import * as flex from "~/styles/layout.css";
import { outlined } from "~/styles/surface.css";

export const page = style([
  flex.column,
  {
    minHeight: "100vh",
    alignItems: "center",
    padding: `${vars.space.lg} ${vars.space.md}`,
    background: `linear-gradient(180deg, ${vars.color.brandSoft} 0%, ${vars.color.surfaceMuted} 320px)`,
  },
]);
export const logo = style([
  flex.inlineRow,
  {
    gap: 10,
    fontWeight: 800,
    fontSize: "1.25rem",
    color: vars.color.text,
    textDecoration: "none",
    marginBottom: vars.space.lg,
  },
]);
export const mark = style({ width: 32, height: 32 });
export const card = style([
  outlined,
  {
    width: "100%",
    maxWidth: 440,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.md,
    padding: vars.space.lg,
    "@media": { [media.md]: { padding: vars.space.xl } },
  },
]);
export const title = style({ fontSize: "1.6rem", marginBottom: 6 });
export const subtitle = style({ color: vars.color.textMuted, margin: `0 0 ${vars.space.lg}` });
export const form = style({ display: "flex", flexDirection: "column", gap: vars.space.md });
export const row = style({ display: "grid", gap: vars.space.md, "@media": { [media.md]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)" } } });
export const divider = style([
  flex.row,
  {
    gap: vars.space.sm,
    color: vars.color.textMuted,
    fontSize: "0.85rem",
    margin: `${vars.space.lg} 0`,
    selectors: { "&::before, &::after": { content: "''", flex: 1, height: 1, background: vars.color.border } },
  },
]);
export const googleNote = style({ color: vars.color.textMuted, fontSize: "0.85rem", marginTop: vars.space.sm, textAlign: "center" });
export const footer = style({ marginTop: vars.space.lg, textAlign: "center", fontSize: "0.9rem", color: vars.color.textMuted });
export const smallLinks = style({ display: "flex", justifyContent: "space-between", fontSize: "0.875rem" });
export const legal = style({ marginTop: vars.space.lg, fontSize: "0.8rem", color: vars.color.textMuted, textAlign: "center" });
