import { globalStyle, style } from "@vanilla-extract/css";
import { card as cardLook } from "~/components/ui/card.css";
import { media, vars } from "~/styles/theme.css";

export const plans = style({
  display: "grid",
  gap: vars.space.lg,
  alignItems: "stretch",
  maxWidth: vars.size.content,
  margin: "0 auto",
  padding: 0,
  listStyle: "none",
  "@media": { [media.lg]: { gridTemplateColumns: "repeat(3, 1fr)" } },
});

export const plan = style([cardLook.panel, { position: "relative", gap: vars.space.sm, padding: vars.space.xl }]);

export const planPopular = style([
  plan,
  {
    border: `2px solid ${vars.color.brand}`,
    boxShadow: "0 24px 48px -16px rgba(79, 70, 229, 0.35)",
    "@media": { [media.lg]: { transform: "translateY(-12px)" } },
  },
]);

export const badge = style({
  position: "absolute",
  top: -14,
  left: "50%",
  margin: 0,
  padding: "4px 14px",
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.textInverse,
  fontSize: "0.8rem",
  fontWeight: 700,
  whiteSpace: "nowrap",
  transform: "translateX(-50%)",
});

export const name = style({ fontSize: "1.3rem" });

export const summary = style({ margin: 0, minHeight: "3em", color: vars.color.textMuted });

export const price = style({ display: "flex", alignItems: "baseline", gap: 4, margin: `${vars.space.sm} 0` });

export const amount = style({ fontSize: "3rem", fontWeight: 800, letterSpacing: "-0.04em", lineHeight: 1 });

export const per = style({ color: vars.color.textMuted, fontWeight: 600 });

export const cta = style({ width: "100%", marginBottom: vars.space.sm });

export const perks = style({ display: "grid", gap: 10, margin: 0, padding: 0, listStyle: "none" });

globalStyle(`${perks} li`, { display: "flex", gap: 10, alignItems: "flex-start" });

globalStyle(`${perks} li::before`, {
  content: "'✓'",
  display: "grid",
  placeItems: "center",
  flexShrink: 0,
  width: 20,
  height: 20,
  marginTop: 2,
  borderRadius: "50%",
  background: vars.color.successSoft,
  color: vars.color.success,
  fontSize: "0.75rem",
  fontWeight: 800,
});
