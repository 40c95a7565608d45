import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

const sectionPadding = { padding: `56px ${vars.space.md}`, "@media": { [media.md]: { padding: `88px ${vars.space.lg}` } } };

export const hero = style({
  padding: `${vars.space.xl} ${vars.space.md} ${vars.space.xxl}`,
  background: `radial-gradient(1200px 500px at 80% -10%, ${vars.color.brandSoft}, transparent 70%), ${vars.color.surface}`,
  "@media": { [media.md]: { padding: `72px ${vars.space.lg} 80px` } },
});

export const heroInner = style({
  display: "grid",
  gap: vars.space.xl,
  alignItems: "center",
  maxWidth: vars.size.content,
  margin: "0 auto",
  "@media": { [media.lg]: { gridTemplateColumns: "1.1fr 0.9fr", gap: vars.space.xxl } },
});

export const heroCopy = style({ display: "flex", flexDirection: "column", alignItems: "flex-start", gap: vars.space.md });

export const pill = style({
  margin: 0,
  padding: "6px 12px",
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandHover,
  fontSize: "0.85rem",
  fontWeight: 700,
});

export const heroTitle = style({
  fontSize: "2.3rem",
  letterSpacing: "-0.03em",
  "@media": { [media.md]: { fontSize: "3.4rem" } },
});

export const heroLead = style({
  margin: 0,
  maxWidth: 560,
  color: vars.color.textMuted,
  fontSize: "1.1rem",
  "@media": { [media.md]: { fontSize: "1.25rem" } },
});

export const heroActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, marginTop: vars.space.sm });

export const bigButton = style({ minHeight: 52, padding: "0 24px", fontSize: "1rem" });

export const preview = style({
  position: "relative",
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  background: "#0f172a",
  boxShadow: vars.shadow.lg,
});

export const previewScreen = style({
  position: "relative",
  aspectRatio: "16 / 9",
  borderRadius: vars.radius.md,
  background: "linear-gradient(135deg, #312e81 0%, #4f46e5 55%, #0ea5e9 100%)",
  overflow: "hidden",
});

export const liveBadge = style({
  position: "absolute",
  top: 12,
  left: 12,
  padding: "2px 10px",
  borderRadius: vars.radius.sm,
  background: "#dc2626",
  color: "#fff",
  fontSize: "0.75rem",
  fontWeight: 800,
  letterSpacing: "0.08em",
  textTransform: "uppercase",
});

export const previewCountdown = style({
  position: "absolute",
  top: 12,
  right: 12,
  padding: "2px 10px",
  borderRadius: vars.radius.sm,
  background: "rgba(15, 23, 42, 0.7)",
  color: "#fff",
  fontSize: "0.75rem",
  fontWeight: 600,
});

export const previewOffer = style({
  position: "absolute",
  left: 12,
  right: 12,
  bottom: 12,
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  padding: "10px 14px",
  borderRadius: vars.radius.md,
  background: "#fff",
  color: vars.color.text,
  fontSize: "0.9rem",
  boxShadow: vars.shadow.md,
});

globalStyle(`${previewOffer} span`, {
  padding: "4px 10px",
  borderRadius: vars.radius.sm,
  background: vars.color.success,
  color: "#fff",
  fontWeight: 700,
});

export const previewChat = style({ display: "grid", gap: 6, padding: `${vars.space.sm} ${vars.space.xs} ${vars.space.xs}` });

export const chatLine = style({
  margin: 0,
  padding: "6px 10px",
  borderRadius: vars.radius.sm,
  background: "rgba(255, 255, 255, 0.08)",
  color: "#e2e8f0",
  fontSize: "0.85rem",
});

globalStyle(`${chatLine} b`, { marginRight: 6, color: "#a5b4fc" });

export const claims = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, 1fr)",
  gap: vars.space.sm,
  maxWidth: vars.size.content,
  margin: `${vars.space.xxl} auto 0`,
  padding: 0,
  "@media": { [media.md]: { gridTemplateColumns: "repeat(4, 1fr)", gap: vars.space.md } },
});

export const claim = style({
  display: "flex",
  flexDirection: "column-reverse",
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  textAlign: "center",
});

export const claimValue = style({ margin: 0, color: vars.color.brand, fontSize: "1.9rem", fontWeight: 800, letterSpacing: "-0.02em" });

export const claimLabel = style({ color: vars.color.textMuted, fontWeight: 600, textTransform: "capitalize" });

export const section = style({ ...sectionPadding, scrollMarginTop: vars.size.header });

export const tinted = style({ background: vars.color.surface });

export const eyebrow = style({
  maxWidth: vars.size.content,
  margin: `0 auto ${vars.space.sm}`,
  color: vars.color.brand,
  fontSize: "0.85rem",
  fontWeight: 700,
  letterSpacing: "0.08em",
  textTransform: "uppercase",
});

export const sectionTitle = style({
  maxWidth: vars.size.content,
  margin: `0 auto ${vars.space.xl}`,
  fontSize: "1.8rem",
  letterSpacing: "-0.02em",
  "@media": { [media.md]: { fontSize: "2.4rem" } },
});

const grid = style({
  display: "grid",
  gap: vars.space.md,
  maxWidth: vars.size.content,
  margin: "0 auto",
  padding: 0,
  listStyle: "none",
  "@media": { [media.md]: { gridTemplateColumns: "repeat(3, 1fr)", gap: vars.space.lg } },
});

export const problemGrid = grid;

export const problemCard = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderTop: `4px solid ${vars.color.brand}`,
});

export const problem = style({ margin: `0 0 ${vars.space.sm}`, fontSize: "1.15rem", fontWeight: 700 });

export const solution = style({ margin: 0, color: vars.color.textMuted });

export const featureGrid = style([grid, { "@media": { [media.md]: { gridTemplateColumns: "repeat(2, 1fr)" }, [media.lg]: { gridTemplateColumns: "repeat(3, 1fr)" } } }]);

export const featureCard = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
});

export const featureIcon = style({
  display: "grid",
  placeItems: "center",
  width: 44,
  height: 44,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: "#fff",
  fontSize: "1.2rem",
  fontWeight: 800,
});

export const featureName = style({ fontSize: "1.15rem" });

export const featureText = style({ margin: 0, color: vars.color.textMuted });

export const quoteGrid = grid;

export const quoteCard = style({
  display: "flex",
  flexDirection: "column",
  justifyContent: "space-between",
  gap: vars.space.md,
  height: "100%",
  margin: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
});

export const quote = style({ margin: 0, fontSize: "1.05rem" });

export const quoteWho = style({ color: vars.color.textMuted, fontWeight: 600, fontSize: "0.9rem" });

export const cta = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.md,
  ...sectionPadding,
  background: `linear-gradient(135deg, ${vars.color.brandHover}, ${vars.color.brand})`,
  color: vars.color.textInverse,
  textAlign: "center",
});

export const ctaTitle = style({ fontSize: "1.9rem", "@media": { [media.md]: { fontSize: "2.5rem" } } });

export const ctaText = style({ margin: 0, maxWidth: 560, fontSize: "1.1rem", opacity: 0.92 });
