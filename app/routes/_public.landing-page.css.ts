import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

const band = { padding: `56px ${vars.space.md}`, "@media": { [media.md]: { padding: `80px ${vars.space.lg}` } } };
const narrow = { maxWidth: vars.size.content, marginLeft: "auto", marginRight: "auto" };

export const intro = style({ ...band, background: vars.color.surface });

export const eyebrow = style({
  ...narrow,
  marginTop: 0,
  marginBottom: vars.space.sm,
  color: vars.color.brand,
  fontSize: "0.85rem",
  fontWeight: 700,
  letterSpacing: "0.08em",
  textTransform: "uppercase",
});

export const title = style({
  ...narrow,
  fontSize: "2.1rem",
  letterSpacing: "-0.03em",
  "@media": { [media.md]: { fontSize: "3rem" } },
});

export const lead = style({ ...narrow, marginTop: vars.space.md, marginBottom: 0, color: vars.color.textMuted, fontSize: "1.15rem" });

export const featureList = style({
  ...narrow,
  display: "grid",
  gap: vars.space.md,
  marginTop: vars.space.xl,
  marginBottom: 0,
  padding: 0,
  listStyle: "none",
  "@media": {
    [media.md]: { gridTemplateColumns: "repeat(2, 1fr)" },
    [media.lg]: { gridTemplateColumns: "repeat(3, 1fr)", gap: vars.space.lg },
  },
});

export const feature = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
});

export const featureName = style({ fontSize: "1.1rem", marginBottom: vars.space.xs });

export const featureText = style({ margin: 0, color: vars.color.textMuted });

export const pricing = style({ ...band, scrollMarginTop: vars.size.header });

export const sectionTitle = style({
  ...narrow,
  fontSize: "1.8rem",
  letterSpacing: "-0.02em",
  textAlign: "center",
  "@media": { [media.md]: { fontSize: "2.3rem" } },
});

export const sectionLead = style({ ...narrow, marginTop: vars.space.sm, marginBottom: 0, color: vars.color.textMuted, textAlign: "center" });

export const plans = style({
  ...narrow,
  display: "grid",
  gap: vars.space.lg,
  marginTop: vars.space.xl,
  marginBottom: 0,
  padding: 0,
  listStyle: "none",
  alignItems: "stretch",
  "@media": { [media.lg]: { gridTemplateColumns: "repeat(3, 1fr)" } },
});

export const plan = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
  "@media": { [media.md]: { padding: vars.space.xl } },
});

export const planPopular = style([plan, { border: `2px solid ${vars.color.brand}`, boxShadow: vars.shadow.lg }]);

export const popularBadge = style({
  position: "absolute",
  top: 0,
  left: "50%",
  transform: "translate(-50%, -50%)",
  margin: 0,
  padding: "4px 12px",
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.textInverse,
  fontSize: "0.8rem",
  fontWeight: 700,
  whiteSpace: "nowrap",
});

export const planName = style({ fontSize: "1.25rem" });

export const planPrice = style({ margin: 0, color: vars.color.textMuted, fontWeight: 600 });

export const amount = style({ marginRight: 2, color: vars.color.text, fontSize: "2.5rem", fontWeight: 800, letterSpacing: "-0.03em" });

export const planSummary = style({ margin: 0, color: vars.color.textMuted });

export const perks = style({ display: "grid", gap: vars.space.sm, margin: `${vars.space.sm} 0 ${vars.space.md}`, padding: 0, listStyle: "none" });

globalStyle(`${perks} li`, { display: "flex", gap: vars.space.sm });
globalStyle(`${perks} li::before`, { content: '"✓"', color: vars.color.success, fontWeight: 800 });

export const planCta = style({ marginTop: "auto", width: "100%" });

export const faq = style({ ...band, background: vars.color.surface });

export const faqList = style({ maxWidth: 760, margin: `${vars.space.xl} auto 0`, display: "grid", gap: vars.space.sm });

export const faqItem = style({
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});

export const faqQuestion = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.md,
  minHeight: 56,
  padding: `0 ${vars.space.md}`,
  fontWeight: 600,
  cursor: "pointer",
  listStyle: "none",
  selectors: {
    "&::-webkit-details-marker": { display: "none" },
    "&::after": { content: '"+"', color: vars.color.brand, fontSize: "1.4rem", fontWeight: 500 },
    [`${faqItem}[open] &::after`]: { content: '"−"' },
  },
});

export const faqAnswer = style({ margin: 0, padding: `0 ${vars.space.md} ${vars.space.md}`, color: vars.color.textMuted });
