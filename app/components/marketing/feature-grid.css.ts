import { globalStyle, style } from "@vanilla-extract/css";
import * as dialogLook from "~/components/ui/dialog.css";
import { media, vars } from "~/styles/theme.css";
import * as flex from "~/styles/layout.css";
import { raised, inset } from "~/styles/surface.css";

export const grid = style({
  display: "grid",
  gap: vars.space.md,
  listStyle: "none",
  margin: 0,
  padding: 0,
  "@media": {
    [media.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gap: vars.space.lg },
    [media.lg]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
  },
});

export const card = style([
  flex.column,
  raised,
  {
    gap: 6,
    height: "100%",
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    color: vars.color.text,
    textDecoration: "none",
    transition: "transform 160ms, box-shadow 160ms, border-color 160ms",
    selectors: {
      "&:hover": { transform: "translateY(-2px)", boxShadow: vars.shadow.md, borderColor: vars.color.borderStrong },
    },
    "@media": { "(prefers-reduced-motion: reduce)": { transition: "none" } },
  },
]);

export const icon = style([
  flex.centred,
  {
    flexShrink: 0,
    width: 44,
    height: 44,
    marginBottom: vars.space.sm,
    borderRadius: 12,
    background: vars.color.brandSoft,
    color: vars.color.brand,
  },
]);

const tints: Record<string, [string, string]> = {
  surge: ["#eef2ff", "#4338ca"],
  engagemax: ["#fdf2f8", "#be185d"],
  autooffer: ["#ecfdf5", "#047857"],
  "live-chat": ["#f5f3ff", "#6d28d9"],
  insightengine: ["#ecfeff", "#0e7490"],
  smartscheduler: ["#fffbeb", "#b45309"],
};
for (const [id, [background, color]] of Object.entries(tints)) {
  globalStyle(`${icon}[data-feature="${id}"]`, { background, color });
}

export const kicker = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: "0.8rem",
  fontWeight: 700,
  letterSpacing: "0.06em",
  textTransform: "uppercase",
});

export const name = style({ fontSize: "1.2rem", fontWeight: 750, letterSpacing: "-0.01em" });

export const summary = style({ color: vars.color.textMuted, flex: 1 });

export const more = style({ marginTop: vars.space.sm, color: vars.color.brand, fontWeight: 650 });

// The kit's dialog raised over the support chat's launcher, its content one flow with its own margins, and
// more room for the detail from the middle breakpoint.
export const overlay = style([dialogLook.overlay, { zIndex: 60 }]);

export const content = style([
  dialogLook.content.wide,
  {
    zIndex: 61,
    display: "block",
    width: "min(760px, calc(100vw - 24px))",
    maxHeight: "calc(100dvh - 24px)",
    "@media": { [media.md]: { padding: vars.space.xl } },
  },
]);

export const head = style({ display: "flex", alignItems: "center", gap: vars.space.md });

export const headText = style({ flex: 1, minWidth: 0 });

export const title = style({ fontSize: "1.6rem", letterSpacing: "-0.02em" });

export const close = style([
  flex.centred,
  {
    alignSelf: "flex-start",
    width: 44,
    height: 44,
    border: 0,
    borderRadius: vars.radius.sm,
    background: "transparent",
    color: vars.color.textMuted,
    fontSize: "1.8rem",
    lineHeight: 1,
    cursor: "pointer",
    selectors: { "&:hover": { background: vars.color.surfaceMuted, color: vars.color.text } },
  },
]);

export const lead = style({ margin: `${vars.space.md} 0`, color: vars.color.textMuted, fontSize: "1.05rem" });

export const poster = style({ borderRadius: 12, overflow: "hidden", boxShadow: vars.shadow.md });

export const metrics = style({
  display: "grid",
  gridTemplateColumns: "repeat(3, minmax(0, 1fr))",
  gap: vars.space.sm,
  margin: `${vars.space.lg} 0`,
});

export const metric = style([
  inset,
  {
    display: "flex",
    flexDirection: "column-reverse",
    padding: vars.space.md,
    borderRadius: vars.radius.md,
  },
]);

export const metricValue = style({ margin: 0, fontSize: "1.5rem", fontWeight: 800, color: vars.color.text });

export const metricLabel = style({ color: vars.color.textMuted, fontSize: "0.85rem" });

export const columns = style({
  display: "grid",
  gap: vars.space.lg,
  "@media": { [media.md]: { gridTemplateColumns: "1fr 1fr" } },
});

export const subhead = style({ margin: `0 0 ${vars.space.sm}`, fontSize: "1rem" });

export const checks = style({ margin: 0, paddingLeft: "1.2rem", color: vars.color.text });
globalStyle(`${checks} li + li`, { marginTop: 6 });

export const steps = style({ margin: 0, paddingLeft: "1.4rem" });
globalStyle(`${steps} li + li`, { marginTop: 6 });

export const tags = style([
  flex.wrapping,
  {
    gap: vars.space.sm,
    listStyle: "none",
    margin: `0 0 ${vars.space.lg}`,
    padding: 0,
  },
]);
globalStyle(`${tags} li`, {
  padding: "6px 12px",
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: "#3730a3",
  fontSize: "0.9rem",
  fontWeight: 600,
});

export const quote = style({
  margin: `0 0 ${vars.space.lg}`,
  padding: vars.space.md,
  borderLeft: `4px solid ${vars.color.brand}`,
  borderRadius: `0 ${vars.radius.md} ${vars.radius.md} 0`,
  background: vars.color.surfaceMuted,
});
globalStyle(`${quote} blockquote`, { margin: 0, fontSize: "1.05rem" });
globalStyle(`${quote} figcaption`, { marginTop: vars.space.sm, color: vars.color.textMuted, fontSize: "0.9rem" });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });
