import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import { stateBadgeBase } from "~/components/ui/state-badge.css";
import { stackedGrid } from "~/styles/stacked-grid";
import * as flex from "~/styles/layout.css";
import { outlined } from "~/styles/surface.css";
import { pulsingDot } from "~/components/ui/live-dot.css";
import { longTitle } from "~/styles/long-title";

export const page = style([
  flex.column,
  {
    gap: vars.space.lg,
    maxWidth: 1120,
    margin: "0 auto",
    padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xxl}`,
    "@media": { [media.lg]: { padding: `${vars.space.xl} ${vars.space.lg} 64px`, gap: vars.space.xl } },
  },
]);

export const hero = style([
  flex.column,
  {
    gap: 18,
    padding: "24px 20px",
    borderRadius: vars.radius.lg,
    color: vars.color.textInverse,
    background: `radial-gradient(120% 140% at 100% 0%, #7c3aed 0%, transparent 55%), linear-gradient(135deg, #312e81 0%, ${vars.color.brand} 60%, #6366f1 100%)`,
    boxShadow: vars.shadow.lg,
    "@media": { [media.md]: { flexDirection: "row", alignItems: "center", gap: 28, padding: "40px 40px" } },
  },
]);

export const cover = style([
  flex.centred,
  {
    flex: "none",
    width: 72,
    height: 72,
    borderRadius: vars.radius.lg,
    background: "rgba(255, 255, 255, 0.14)",
    border: "1px solid rgba(255, 255, 255, 0.25)",
    fontSize: "2.4rem",
    overflow: "hidden",
    "@media": { [media.md]: { width: 112, height: 112, fontSize: "3.6rem" } },
  },
]);
// The designed cover's initials fit the small phone tile.
globalStyle(`${cover} span`, { fontSize: "1.5rem", "@media": { [media.md]: { fontSize: "2.4rem" } } });

export const heroText = style({ display: "flex", flexDirection: "column", alignItems: "flex-start", gap: 10, minWidth: 0 });

/** The kit's state pill, a size up for the hero. */
const badgeBase = style([stateBadgeBase, { gap: 8, padding: "4px 12px", fontSize: "0.8rem", fontWeight: 700, letterSpacing: "0.02em" }]);

export const badge = styleVariants({
  live: [badgeBase, { background: "#dc2626", color: "#fff" }],
  upcoming: [badgeBase, { background: "rgba(255, 255, 255, 0.16)", color: "#fff", border: "1px solid rgba(255, 255, 255, 0.3)" }],
  ended: [badgeBase, { background: "rgba(15, 23, 42, 0.35)", color: "#e2e8f0" }],
});

export const liveDot = style([pulsingDot.brisk, { width: 8, height: 8 }]);

export const title = style([longTitle("1.75rem", "2.5rem"), { lineHeight: 1.15, fontWeight: 800, letterSpacing: "-0.02em" }]);

export const hostedBy = style({ margin: 0, fontSize: "1.05rem", color: "rgba(255, 255, 255, 0.85)" });

export const facts = style({ display: "flex", flexWrap: "wrap", gap: "8px 20px", margin: 0, padding: 0, listStyle: "none" });

export const fact = style({ display: "inline-flex", alignItems: "center", gap: 8, fontWeight: 600, color: "rgba(255, 255, 255, 0.95)" });

export const layout = style([
  stackedGrid(media.lg, "minmax(0, 1fr) 400px"),
  { gap: vars.space.lg, alignItems: "start", "@media": { [media.lg]: { gap: vars.space.xl } } },
]);

/** The join card alone (no description, no host): one column under the hero, centred. */
export const layoutAlone = style({ width: "100%", maxWidth: 440, marginInline: "auto" });

const column = style({ display: "flex", flexDirection: "column", gap: vars.space.lg, minWidth: 0 });

/** The join card and landing panel come first on a phone; from the large breakpoint they sit right of the text. */
export const side = style([column, { "@media": { [media.lg]: { gridColumn: 2, gridRow: 1 } } }]);

export const main = style([column, { "@media": { [media.lg]: { gridColumn: 1, gridRow: 1 } } }]);

export const joinCard = style([flex.column, outlined, { gap: 10, padding: 20, borderRadius: vars.radius.lg, boxShadow: vars.shadow.md }]);

const bigButton = style([
  flex.inlineRow,
  {
    justifyContent: "center",
    gap: 10,
    minHeight: 52,
    padding: "0 22px",
    borderRadius: vars.radius.md,
    fontWeight: 800,
    fontSize: "1.05rem",
    textDecoration: "none",
    transition: "background 120ms, transform 120ms",
    selectors: { "&:hover": { transform: "translateY(-1px)" }, "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
  },
]);

export const register = style([
  bigButton,
  { background: vars.color.brand, color: vars.color.onBrand, selectors: { "&:hover": { background: vars.color.brandHover } } },
]);

export const watch = style([bigButton, { background: "#dc2626", color: "#fff", selectors: { "&:hover": { background: "#b91c1c" } } }]);

export const joinText = style({ margin: 0, textAlign: "center", fontSize: "0.88rem", color: vars.color.textMuted });

export const section = style([
  flex.column,
  outlined,
  {
    gap: 12,
    padding: "22px 20px",
    borderRadius: vars.radius.lg,
    "@media": { [media.md]: { padding: "28px 32px" } },
  },
]);

export const sectionTitle = style({ margin: 0, fontSize: "1.25rem", fontWeight: 800 });

export const text = style({ margin: 0, lineHeight: 1.65, color: vars.color.textMuted, whiteSpace: "pre-line", overflowWrap: "anywhere" });

export const host = style({ display: "flex", alignItems: "center", gap: 14 });

export const hostName = style({ margin: 0, fontWeight: 800, fontSize: "1.1rem" });
