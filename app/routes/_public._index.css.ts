import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import * as flex from "~/styles/layout.css";

export const hero = style({
  padding: `${vars.space.xl} ${vars.space.md} ${vars.space.xxl}`,
  backgroundColor: vars.color.surface,
  backgroundImage: `radial-gradient(900px 420px at 85% -10%, #e0e7ff, transparent 70%), radial-gradient(700px 380px at -10% 110%, #ecfeff, transparent 70%)`,
  "@media": { [media.md]: { padding: `64px ${vars.space.lg} 72px` }, [media.lg]: { padding: `88px ${vars.space.lg} 96px` } },
});

export const heroInner = style({
  display: "grid",
  gap: vars.space.xl,
  alignItems: "center",
  maxWidth: vars.size.content,
  margin: "0 auto",
  "@media": { [media.lg]: { gridTemplateColumns: "1fr 1.05fr", gap: 56 } },
});

export const heroCopy = style({ display: "flex", flexDirection: "column", alignItems: "flex-start", gap: 20 });

export const pill = style([
  flex.inlineRow,
  {
    gap: 8,
    margin: 0,
    padding: "6px 14px",
    borderRadius: vars.radius.full,
    background: vars.color.surface,
    border: "1px solid #c7d2fe",
    color: "#3730a3",
    fontSize: "0.85rem",
    fontWeight: 700,
    boxShadow: vars.shadow.sm,
  },
]);

export const pillDot = style({ width: 8, height: 8, borderRadius: "50%", background: vars.color.accent, boxShadow: "0 0 0 3px #d1fae5" });

export const heroTitle = style({
  fontSize: "2.35rem",
  lineHeight: 1.08,
  letterSpacing: "-0.035em",
  fontWeight: 800,
  "@media": { [media.md]: { fontSize: "3.3rem" }, [media.lg]: { fontSize: "3.6rem" } },
});

export const highlight = style({
  backgroundImage: "linear-gradient(90deg, #4f46e5, #0891b2)",
  backgroundClip: "text",
  WebkitBackgroundClip: "text",
  color: "transparent",
});

export const heroLead = style({
  margin: 0,
  maxWidth: 540,
  color: vars.color.textMuted,
  fontSize: "1.1rem",
  "@media": { [media.md]: { fontSize: "1.2rem" } },
});

export const heroActions = style({ display: "flex", flexWrap: "wrap", gap: 12, width: "100%" });

globalStyle(`${heroActions} > a`, { flex: "1 1 200px", "@media": { [media.md]: { flex: "0 0 auto" } } });

export const assurances = style([
  flex.wrapping,
  {
    gap: `6px ${vars.space.md}`,
    listStyle: "none",
    margin: 0,
    padding: 0,
    color: vars.color.textMuted,
    fontSize: "0.9rem",
  },
]);

globalStyle(`${assurances} li::before`, { content: "'✓'", marginRight: 6, color: vars.color.success, fontWeight: 800 });

export const heroMedia = style({ minWidth: 0 });
