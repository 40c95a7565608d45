import { globalStyle, style } from "@vanilla-extract/css";
import { card as cardLook } from "~/components/ui/card.css";
import { media, vars } from "~/styles/theme.css";
import { stackedGrid } from "~/styles/stacked-grid";
import * as flex from "~/styles/layout.css";
import { raised, inset } from "~/styles/surface.css";

// Shared by /request-invite and /forgot-password: a brand band behind the heading, the form on a
// raised card that overlaps it.

export const page = style({
  position: "relative",
  isolation: "isolate",
  padding: `${vars.space.xl} ${vars.space.md} ${vars.space.xxl}`,
  "@media": { [media.md]: { padding: `64px ${vars.space.lg} 96px` } },
  selectors: {
    "&::before": {
      content: "''",
      position: "absolute",
      inset: "0 0 auto",
      height: 340,
      zIndex: -1,
      background:
        "radial-gradient(1200px 340px at 20% 0%, #e0e7ff 0%, rgba(224, 231, 255, 0) 70%), radial-gradient(900px 300px at 90% 10%, #ede9fe 0%, rgba(237, 233, 254, 0) 70%)",
    },
  },
});

export const layout = style([
  stackedGrid(media.lg, "minmax(0, 5fr) minmax(0, 6fr)"),
  {
    gap: vars.space.xl,
    maxWidth: 1120,
    margin: "0 auto",
    gridTemplateAreas: '"heading" "form" "perks"',
    alignItems: "start",
    "@media": {
      [media.lg]: {
        gridTemplateRows: "auto 1fr",
        gridTemplateAreas: '"heading form" "perks form"',
        columnGap: 64,
        rowGap: vars.space.lg,
      },
    },
  },
]);

export const formArea = style({ gridArea: "form" });

export const narrow = style({ maxWidth: 480, margin: "0 auto", display: "grid", gap: vars.space.lg });

export const heading = style({ gridArea: "heading", display: "grid", gap: vars.space.md, "@media": { [media.lg]: { paddingTop: vars.space.md } } });

export const perksArea = style({ gridArea: "perks", display: "grid", gap: vars.space.md });

export const eyebrow = style([
  flex.inlineRow,
  {
    justifySelf: "start",
    gap: 8,
    margin: 0,
    padding: "4px 12px 4px 8px",
    borderRadius: vars.radius.full,
    background: vars.color.surface,
    border: `1px solid #c7d2fe`,
    color: vars.color.brandHover,
    fontSize: "0.8rem",
    fontWeight: 700,
    letterSpacing: "0.04em",
    textTransform: "uppercase",
  },
]);

export const pulse = style({
  width: 8,
  height: 8,
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  boxShadow: "0 0 0 3px rgba(16, 185, 129, 0.2)",
});

export const title = style({
  margin: 0,
  fontSize: "2rem",
  letterSpacing: "-0.025em",
  lineHeight: 1.1,
  "@media": { [media.md]: { fontSize: "2.75rem" } },
});

export const titleAccent = style({
  background: "linear-gradient(90deg, #4f46e5, #7c3aed)",
  WebkitBackgroundClip: "text",
  backgroundClip: "text",
  color: "transparent",
});

export const lead = style({ margin: 0, color: vars.color.textMuted, fontSize: "1.1rem", "@media": { [media.md]: { fontSize: "1.2rem" } } });

export const perks = style({ display: "grid", gap: 12, margin: `${vars.space.sm} 0 0`, padding: 0, listStyle: "none" });

export const perk = style({ display: "grid", gridTemplateColumns: "28px minmax(0, 1fr)", gap: 12, alignItems: "start" });

export const perkIcon = style([
  flex.centred,
  {
    width: 28,
    height: 28,
    borderRadius: vars.radius.full,
    background: vars.color.successSoft,
    color: vars.color.success,
  },
]);

export const perkText = style({ margin: 0, color: vars.color.text });

globalStyle(`${perkText} strong`, { display: "block" });
globalStyle(`${perkText} span`, { color: vars.color.textMuted, fontSize: "0.95rem" });

export const promise = style([
  flex.row,
  raised,
  {
    gap: 12,
    marginTop: vars.space.sm,
    padding: "12px 16px",
    borderRadius: vars.radius.md,
    fontSize: "0.95rem",
  },
]);

export const promiseIcon = style({ flexShrink: 0, color: vars.color.brand });

export const card = style([
  cardLook.panel,
  {
    display: "grid",
    boxShadow: "0 1px 2px rgba(15, 23, 42, 0.04), 0 20px 48px -12px rgba(49, 46, 129, 0.18)",
    "@media": { [media.md]: { padding: 40 } },
  },
]);

export const cardTitle = style({ margin: 0, fontSize: "1.35rem", letterSpacing: "-0.01em" });

export const cardIntro = style({ margin: 0, color: vars.color.textMuted });

export const form = style({ display: "grid", gap: 18 });

export const row = style({ display: "grid", gap: 18, "@media": { [media.md]: { gridTemplateColumns: "1fr 1fr" } } });

export const required = style({ color: vars.color.danger, marginLeft: 2 });

export const optional = style({ color: vars.color.textMuted, fontWeight: 400 });

export const choices = style([
  inset,
  {
    display: "grid",
    gap: 12,
    padding: "14px 16px",
    borderRadius: vars.radius.md,
  },
]);

/** Off screen for people, still in the form for bots; never focusable or announced. */
export const honeypot = style({ position: "absolute", left: -10_000, top: "auto", width: 1, height: 1, overflow: "hidden" });

export const fine = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.85rem", textAlign: "center" });

export const success = style([
  card,
  { justifyItems: "center", textAlign: "center", padding: `${vars.space.xl} ${vars.space.lg}`, "@media": { [media.md]: { padding: "56px 48px" } } },
]);

export const successMark = style([
  flex.centred,
  {
    width: 64,
    height: 64,
    borderRadius: vars.radius.full,
    background: "linear-gradient(135deg, #d1fae5, #a7f3d0)",
    color: vars.color.success,
    boxShadow: "0 0 0 8px #ecfdf5",
  },
]);

export const successTitle = style({ margin: 0, fontSize: "1.75rem", letterSpacing: "-0.02em", outline: "none" });

export const successText = style({ margin: 0, maxWidth: 440, color: vars.color.textMuted, fontSize: "1.05rem", overflowWrap: "anywhere" });

export const steps = style({
  display: "grid",
  gap: 10,
  width: "100%",
  maxWidth: 420,
  margin: `${vars.space.sm} 0`,
  padding: 0,
  listStyle: "none",
  textAlign: "left",
  counterReset: "step",
});

export const step = style({
  display: "grid",
  gridTemplateColumns: "28px minmax(0, 1fr)",
  gap: 12,
  alignItems: "center",
  padding: "10px 14px",
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontSize: "0.95rem",
  counterIncrement: "step",
  selectors: {
    "&::before": {
      content: "counter(step)",
      display: "grid",
      placeItems: "center",
      width: 28,
      height: 28,
      borderRadius: vars.radius.full,
      background: vars.color.brandSoft,
      color: vars.color.brandHover,
      fontWeight: 700,
      fontSize: "0.85rem",
    },
  },
});

export const actions = style({ display: "flex", flexWrap: "wrap", justifyContent: "center", gap: 12 });

export const links = style({ display: "flex", flexWrap: "wrap", justifyContent: "center", gap: `4px ${vars.space.md}`, fontSize: "0.95rem" });
