import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import { eyebrow } from "~/components/static-page.css";
import { card as cardLook } from "~/components/ui/card.css";
import * as flex from "~/styles/layout.css";
import { outlined } from "~/styles/surface.css";

export const bigButton = style({ minHeight: 52, padding: "0 26px", fontSize: "1rem" });

export const claimsBand = style({
  padding: `0 ${vars.space.md}`,
  background: `linear-gradient(${vars.color.surface} 50%, ${vars.color.surfaceMuted} 50%)`,
  backgroundColor: vars.color.surface,
});

export const claims = style([
  outlined,
  {
    display: "grid",
    gridTemplateColumns: "repeat(2, 1fr)",
    maxWidth: vars.size.content,
    margin: "0 auto",
    padding: 0,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.md,
    overflow: "hidden",
    "@media": { [media.md]: { gridTemplateColumns: "repeat(4, 1fr)" } },
  },
]);

export const claim = style({
  display: "flex",
  flexDirection: "column-reverse",
  padding: `${vars.space.lg} ${vars.space.md}`,
  textAlign: "center",
  boxShadow: `inset -1px -1px 0 ${vars.color.border}`,
});

export const claimValue = style({
  margin: 0,
  color: vars.color.brand,
  fontSize: "2rem",
  fontWeight: 800,
  letterSpacing: "-0.03em",
  "@media": { [media.md]: { fontSize: "2.4rem" } },
});

export const claimLabel = style({ color: vars.color.textMuted, fontWeight: 600, textTransform: "capitalize" });

export const audience = style({
  maxWidth: vars.size.content,
  margin: "0 auto",
  padding: `56px ${vars.space.md} 0`,
  "@media": { [media.md]: { padding: `72px ${vars.space.lg} 0` } },
});

export const audienceTitle = style({
  maxWidth: 720,
  margin: `0 auto ${vars.space.lg}`,
  fontSize: "1.25rem",
  textAlign: "center",
  letterSpacing: "-0.01em",
  "@media": { [media.md]: { fontSize: "1.5rem" } },
});

export const audienceList = style({
  display: "grid",
  gap: vars.space.sm,
  listStyle: "none",
  margin: 0,
  padding: 0,
  "@media": { [media.md]: { gridTemplateColumns: "repeat(2, 1fr)", gap: vars.space.md }, [media.lg]: { gridTemplateColumns: "repeat(4, 1fr)" } },
});

export const audienceItem = style([
  flex.column,
  outlined,
  {
    gap: 4,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    color: vars.color.textMuted,
    fontSize: "0.95rem",
  },
]);

globalStyle(`${audienceItem} strong`, { color: vars.color.text, fontSize: "1rem" });

export const section = style({
  padding: `64px ${vars.space.md}`,
  scrollMarginTop: vars.size.header,
  "@media": { [media.md]: { padding: `96px ${vars.space.lg}` } },
});

export const tinted = style({ background: vars.color.surface });

export const dark = style({ backgroundColor: "#0b1120", color: "#e2e8f0" });

export const wide = style({ maxWidth: vars.size.content, margin: "0 auto" });

export const sectionHead = style({
  maxWidth: 720,
  margin: `0 auto ${vars.space.xl}`,
  textAlign: "center",
  "@media": { [media.md]: { marginBottom: vars.space.xxl } },
});

export const eyebrowLight = style([eyebrow, { color: "#a5b4fc" }]);

export const sectionTitle = style({ fontSize: "1.9rem", letterSpacing: "-0.025em", "@media": { [media.md]: { fontSize: "2.5rem" } } });

export const sectionLead = style({ margin: `${vars.space.md} 0 0`, color: vars.color.textMuted, fontSize: "1.1rem" });

/** The marketing pages' grid of cards, three across from a tablet on. */
export const cardGrid = style({
  display: "grid",
  gap: vars.space.md,
  maxWidth: vars.size.content,
  margin: "0 auto",
  padding: 0,
  listStyle: "none",
  "@media": { [media.md]: { gridTemplateColumns: "repeat(3, 1fr)", gap: vars.space.lg } },
});

export const problemGrid = cardGrid;

/** The kit's panel, its lines closer together: a problem here, a success story on the dark band. */
export const problemCard = style([cardLook.panel, { gap: vars.space.sm }]);

export const problemNumber = style({ color: vars.color.brand, fontWeight: 800, fontSize: "0.9rem", letterSpacing: "0.08em" });

export const problem = style({ fontSize: "1.2rem", letterSpacing: "-0.01em" });

export const pain = style({ margin: 0, color: vars.color.textMuted, flex: 1 });

export const solution = style({
  margin: `${vars.space.sm} 0 0`,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.successSoft,
  color: "#064e3b",
});

export const solutionTag = style({
  display: "block",
  marginBottom: 4,
  color: "#047857",
  fontSize: "0.75rem",
  fontWeight: 800,
  letterSpacing: "0.08em",
  textTransform: "uppercase",
});

export const quoteGrid = cardGrid;

export const quoteCard = style([
  flex.column,
  {
    gap: vars.space.md,
    height: "100%",
    margin: 0,
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    backgroundColor: "#111a33",
    border: "1px solid #1e293b",
  },
]);

export const stars = style({ color: "#fbbf24", letterSpacing: 2 });

export const quote = style({ margin: 0, flex: 1, color: "#f1f5f9", fontSize: "1.1rem", lineHeight: 1.55 });

export const quoteWho = style({ display: "flex", alignItems: "center", gap: 12, color: "#cbd5e1", fontSize: "0.9rem" });

globalStyle(`${quoteWho} strong`, { color: "#fff" });

export const avatar = style([
  flex.centred,
  {
    flexShrink: 0,
    width: 40,
    height: 40,
    borderRadius: "50%",
    background: "linear-gradient(135deg, #6366f1, #0ea5e9)",
    color: "#fff",
    fontWeight: 800,
    fontSize: "0.85rem",
  },
]);

export const stories = style({ maxWidth: vars.size.content, margin: `${vars.space.xxl} auto 0` });

export const storiesTitle = style({ margin: `0 0 ${vars.space.md}`, color: "#fff", fontSize: "1.1rem" });

export const storyGrid = cardGrid;

export const story = style([problemCard, { background: "#1e1b4b", border: "1px solid #312e81", boxShadow: "none" }]);

export const storyMetric = style({ margin: 0, color: "#fff", fontSize: "1.9rem", fontWeight: 800, letterSpacing: "-0.02em" });

export const storyLabel = style({ display: "block", color: "#c7d2fe", fontSize: "0.9rem", fontWeight: 600, letterSpacing: 0 });

export const storyText = style({ margin: 0, flex: 1, color: "#e0e7ff" });

/** A white text link on the dark bands (success stories, the closing call to action). */
export const linkOnDark = style([
  flex.inlineRow,
  {
    gap: 6,
    minHeight: 44,
    color: "#fff",
    fontWeight: 650,
    textDecoration: "none",
    selectors: { "&:hover": { textDecoration: "underline" } },
  },
]);

export const cta = style([
  flex.column,
  {
    alignItems: "center",
    gap: vars.space.md,
    padding: `64px ${vars.space.md}`,
    backgroundColor: "#3730a3",
    backgroundImage: "radial-gradient(700px 300px at 50% 0%, rgba(129, 140, 248, 0.45), transparent 70%), linear-gradient(135deg, #312e81, #4338ca)",
    color: vars.color.textInverse,
    textAlign: "center",
    "@media": { [media.md]: { padding: `96px ${vars.space.lg}` } },
  },
]);

export const ctaPill = style({
  margin: 0,
  padding: "4px 12px",
  borderRadius: vars.radius.full,
  background: "rgba(255, 255, 255, 0.14)",
  color: "#fff",
  fontSize: "0.85rem",
  fontWeight: 700,
});

export const ctaTitle = style({ maxWidth: 720, fontSize: "2rem", letterSpacing: "-0.025em", "@media": { [media.md]: { fontSize: "2.75rem" } } });

export const ctaText = style({ margin: 0, maxWidth: 600, color: "#e0e7ff", fontSize: "1.1rem" });

export const ctaSteps = style({
  display: "grid",
  gap: vars.space.sm,
  maxWidth: 920,
  width: "100%",
  margin: `${vars.space.sm} 0`,
  padding: 0,
  listStyle: "none",
  counterReset: "step",
  "@media": { [media.md]: { gridTemplateColumns: "repeat(4, 1fr)" } },
});

globalStyle(`${ctaSteps} li`, {
  counterIncrement: "step",
  display: "flex",
  alignItems: "center",
  gap: 10,
  padding: "12px 14px",
  borderRadius: vars.radius.md,
  background: "rgba(15, 23, 42, 0.28)",
  color: "#fff",
  fontSize: "0.95rem",
  textAlign: "left",
});

globalStyle(`${ctaSteps} li::before`, {
  content: "counter(step)",
  display: "grid",
  placeItems: "center",
  flexShrink: 0,
  width: 26,
  height: 26,
  borderRadius: "50%",
  background: "#fff",
  color: "#3730a3",
  fontWeight: 800,
  fontSize: "0.85rem",
});

export const ctaActions = style({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "center", gap: vars.space.md });
