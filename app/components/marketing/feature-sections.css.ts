import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import * as flex from "~/styles/layout.css";
import { outlined } from "~/styles/surface.css";

export const list = style({ display: "grid", gap: vars.space.xl });

export const toc = style({});
globalStyle(`${toc} ul`, { display: "flex", flexWrap: "wrap", gap: vars.space.sm, listStyle: "none", margin: 0, padding: 0 });
globalStyle(`${toc} a`, {
  display: "inline-flex",
  alignItems: "center",
  minHeight: 40,
  padding: "0 14px",
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 600,
  fontSize: "0.9rem",
  textDecoration: "none",
});

export const section = style([
  outlined,
  {
    scrollMarginTop: `calc(${vars.size.header} + 16px)`,
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    selectors: { "&:target": { borderColor: vars.color.brand, boxShadow: `0 0 0 3px ${vars.color.brandSoft}` } },
  },
]);

export const head = style({ display: "flex", alignItems: "center", gap: vars.space.md });

export const icon = style([
  flex.centred,
  {
    width: 48,
    height: 48,
    borderRadius: 12,
    background: vars.color.brandSoft,
    color: vars.color.brand,
  },
]);

export const title = style({ selectors: { [`${section} &`]: { margin: 0, fontSize: "1.5rem" } } });

export const summary = style({ color: vars.color.textMuted });

export const poster = style({ margin: `${vars.space.md} 0`, borderRadius: 12, overflow: "hidden" });

export const metrics = style({
  display: "grid",
  gridTemplateColumns: "repeat(3, minmax(0, 1fr))",
  gap: vars.space.sm,
  margin: `0 0 ${vars.space.md}`,
});
globalStyle(`${metrics} > div`, {
  display: "flex",
  flexDirection: "column-reverse",
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});
globalStyle(`${metrics} dd`, { margin: 0, fontSize: "1.3rem", fontWeight: 800 });
globalStyle(`${metrics} dt`, { color: vars.color.textMuted, fontSize: "0.85rem" });
globalStyle(`${section} h3`, { margin: `${vars.space.md} 0 ${vars.space.xs}`, fontSize: "1rem" });

export const quote = style({
  margin: `${vars.space.md} 0`,
  padding: vars.space.md,
  borderLeft: `4px solid ${vars.color.brand}`,
  background: vars.color.surfaceMuted,
});
globalStyle(`${quote} blockquote`, { margin: 0 });
globalStyle(`${quote} figcaption`, { marginTop: vars.space.xs, color: vars.color.textMuted, fontSize: "0.9rem" });

export const cta = style({ display: "inline-flex", alignItems: "center", gap: 6, minHeight: 44, fontWeight: 700, textDecoration: "none" });
