import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import * as flex from "~/styles/layout.css";
import { cardGrid, cta as homeCta } from "~/components/marketing/home.css";

export const intro = style({
  padding: `${vars.space.xl} ${vars.space.md} 56px`,
  textAlign: "center",
  backgroundColor: vars.color.surface,
  backgroundImage: "radial-gradient(900px 400px at 50% -20%, #e0e7ff, transparent 70%)",
  "@media": { [media.md]: { padding: `80px ${vars.space.lg} 72px` } },
});

export const title = style({
  maxWidth: 860,
  margin: "0 auto",
  fontSize: "2.2rem",
  lineHeight: 1.1,
  letterSpacing: "-0.035em",
  "@media": { [media.md]: { fontSize: "3.4rem" } },
});

export const lead = style({ maxWidth: 620, margin: `${vars.space.md} auto 0`, color: vars.color.textMuted, fontSize: "1.15rem" });

export const actions = style({ display: "flex", flexWrap: "wrap", justifyContent: "center", gap: 12, marginTop: vars.space.lg });

export const bigButton = style({ minHeight: 52, padding: "0 26px", fontSize: "1rem" });

export const claims = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, 1fr)",
  gap: vars.space.sm,
  maxWidth: 760,
  margin: `${vars.space.xl} auto 0`,
  padding: 0,
  "@media": { [media.md]: { gridTemplateColumns: "repeat(4, 1fr)" } },
});

export const claim = style({ display: "flex", flexDirection: "column-reverse", padding: vars.space.sm });

globalStyle(`${claim} dd`, { margin: 0, color: vars.color.brand, fontSize: "1.8rem", fontWeight: 800, letterSpacing: "-0.03em" });
globalStyle(`${claim} dt`, { color: vars.color.textMuted, fontWeight: 600, textTransform: "capitalize", fontSize: "0.9rem" });

export const section = style({
  padding: `64px ${vars.space.md}`,
  scrollMarginTop: vars.size.header,
  "@media": { [media.md]: { padding: `88px ${vars.space.lg}` } },
});

export const tinted = style({ background: vars.color.surface });

export const sectionTitle = style({
  maxWidth: 760,
  margin: "0 auto",
  textAlign: "center",
  fontSize: "1.8rem",
  letterSpacing: "-0.025em",
  "@media": { [media.md]: { fontSize: "2.4rem" } },
});

export const sectionLead = style({
  maxWidth: 640,
  margin: `${vars.space.md} auto ${vars.space.xl}`,
  textAlign: "center",
  color: vars.color.textMuted,
  fontSize: "1.1rem",
  "@media": { [media.md]: { marginBottom: 56 } },
});

export const featureList = style([
  cardGrid,
  { "@media": { [media.md]: { gridTemplateColumns: "repeat(2, 1fr)" }, [media.lg]: { gridTemplateColumns: "repeat(3, 1fr)" } } },
]);

export const feature = style({
  display: "flex",
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const featureIcon = style([
  flex.centred,
  {
    flexShrink: 0,
    width: 44,
    height: 44,
    borderRadius: 12,
    background: vars.color.brandSoft,
    color: vars.color.brand,
  },
]);

export const featureName = style({ fontSize: "1.1rem", marginBottom: 4 });

export const featureLink = style({
  color: vars.color.text,
  textDecoration: "none",
  selectors: { "&:hover": { color: vars.color.brand, textDecoration: "underline" } },
});

export const featureText = style({ margin: 0, color: vars.color.textMuted });

export const steps = style({
  display: "grid",
  gap: vars.space.md,
  maxWidth: vars.size.content,
  margin: `${vars.space.xxl} auto 0`,
  padding: 0,
  listStyle: "none",
  counterReset: "step",
  "@media": { [media.md]: { gridTemplateColumns: "repeat(2, 1fr)" }, [media.lg]: { gridTemplateColumns: "repeat(4, 1fr)" } },
});

export const step = style([
  flex.column,
  {
    counterIncrement: "step",
    gap: 4,
    paddingTop: vars.space.md,
    borderTop: `3px solid ${vars.color.brand}`,
    color: vars.color.textMuted,
    selectors: {
      "&::before": {
        content: "'Step ' counter(step)",
        color: vars.color.brand,
        fontSize: "0.8rem",
        fontWeight: 800,
        letterSpacing: "0.06em",
        textTransform: "uppercase",
      },
    },
  },
]);

globalStyle(`${step} strong`, { color: vars.color.text, fontSize: "1.1rem" });

// The home page's closing band, without its glow and a little shorter.
export const cta = style([
  homeCta,
  { backgroundImage: "linear-gradient(135deg, #312e81, #4338ca)", "@media": { [media.md]: { padding: `88px ${vars.space.lg}` } } },
]);

export const ctaTitle = style({ fontSize: "1.9rem", letterSpacing: "-0.025em", "@media": { [media.md]: { fontSize: "2.5rem" } } });

export const ctaText = style({ margin: 0, maxWidth: 560, color: "#e0e7ff", fontSize: "1.1rem" });
