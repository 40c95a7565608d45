import { globalStyle, keyframes, style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import { brandButton, focusRing } from "./room-look.css";
import * as flex from "~/styles/layout.css";

const reducedMotion = "(prefers-reduced-motion: reduce)";
const enter = keyframes({ from: { opacity: 0, transform: "translateY(12px) scale(0.98)" } });
const alertIn = keyframes({ from: { opacity: 0, transform: "translateY(-6px)" } });

export const list = style({ display: "grid", gap: vars.space.md, alignContent: "start", minWidth: 0 });

const cardBase = style({
  position: "relative",
  display: "grid",
  overflow: "hidden",
  background: "linear-gradient(180deg, #111c33 0%, #0f172a 100%)",
  border: "1px solid #26344d",
  borderRadius: vars.radius.lg,
  boxShadow: "0 12px 32px rgba(2, 6, 23, 0.45)",
  animation: `${enter} 360ms cubic-bezier(0.2, 0.8, 0.2, 1)`,
  "@media": { [reducedMotion]: { animation: "none" } },
});
export const card = styleVariants({
  open: [cardBase],
  ended: [cardBase, { borderColor: "#1e293b", boxShadow: "none" }],
});

/**
 * Where the list sits: `under` the player (beside the chat) or `aside` it (without chat, under it
 * below the large breakpoint). Wherever a card spans the page's width it lays its image beside its
 * text, so a big picture does not push the Buy button out of sight.
 */
export const placement = styleVariants({ under: {}, aside: {} });
const spansWidth = { under: media.md, aside: "screen and (min-width: 768px) and (max-width: 1023.98px)" } as const;
for (const key of ["under", "aside"] as const) {
  globalStyle(`${placement[key]} > article:has(> img)`, {
    "@media": { [spansWidth[key]]: { gridTemplateColumns: "minmax(0, 2fr) minmax(0, 3fr)" } },
  });
  globalStyle(`${placement[key]} > article > img`, { "@media": { [spansWidth[key]]: { height: "100%", minHeight: 220, aspectRatio: "auto" } } });
}

export const image = style({ display: "block", width: "100%", height: "auto", aspectRatio: "16 / 9", objectFit: "cover", background: "#1e293b" });

export const body = style({ display: "grid", gap: 10, padding: "18px 18px 20px" });

export const tags = style({ display: "flex", flexWrap: "wrap", gap: 8, minHeight: 0, selectors: { "&:empty": { display: "none" } } });
const tagBase = {
  display: "inline-flex",
  alignItems: "center",
  gap: 4,
  padding: "4px 10px",
  borderRadius: vars.radius.full,
  fontSize: "0.8rem",
  fontWeight: 700,
  lineHeight: 1.3,
} as const;
export const tag = styleVariants({
  scarce: { ...tagBase, background: "rgba(245, 158, 11, 0.16)", color: "#fcd34d", border: "1px solid rgba(245, 158, 11, 0.35)" },
  time: { ...tagBase, background: "rgba(148, 163, 184, 0.14)", color: "#e2e8f0", border: "1px solid rgba(148, 163, 184, 0.3)" },
  urgent: { ...tagBase, background: "rgba(239, 68, 68, 0.16)", color: "#fecaca", border: "1px solid rgba(239, 68, 68, 0.4)" },
  ended: { ...tagBase, background: "#1e293b", color: "#cbd5e1", border: "1px solid #334155" },
});
/** Tabular digits: the countdown does not jitter as it ticks. */
export const digits = style({ fontVariantNumeric: "tabular-nums" });

export const title = style({ margin: 0, fontSize: "1.2rem", lineHeight: 1.3, fontWeight: 700, color: "#f8fafc", overflowWrap: "anywhere" });
export const description = style({
  margin: 0,
  color: "#cbd5e1",
  fontSize: "0.95rem",
  lineHeight: 1.55,
  whiteSpace: "pre-line",
  overflowWrap: "anywhere",
});
export const bonus = style({
  margin: 0,
  padding: "8px 12px",
  borderRadius: vars.radius.sm,
  background: "rgba(16, 185, 129, 0.1)",
  border: "1px solid rgba(16, 185, 129, 0.3)",
  color: "#a7f3d0",
  fontSize: "0.9rem",
  lineHeight: 1.45,
});
export const price = style({
  margin: "4px 0 0",
  fontSize: "1.9rem",
  fontWeight: 800,
  letterSpacing: "-0.02em",
  lineHeight: 1.1,
  color: "#f8fafc",
  fontVariantNumeric: "tabular-nums",
});

export const form = style({ display: "grid", margin: 0 });
export const buy = style({
  ...brandButton,
  minHeight: 50,
  padding: "12px 18px",
  borderRadius: vars.radius.md,
  fontSize: "1.05rem",
  boxShadow: "0 6px 18px rgba(79, 70, 229, 0.35)",
  transition: "background 150ms ease, transform 150ms ease",
  selectors: {
    "&:hover:not(:disabled)": { background: vars.color.brandHover },
    "&:active:not(:disabled)": { transform: "translateY(1px)" },
    "&:focus-visible": focusRing,
    "&:disabled": { background: "#1e293b", color: "#94a3b8", boxShadow: "none", cursor: "not-allowed" },
  },
  "@media": { [reducedMotion]: { transition: "none" } },
});

/** The social proof: over the top of its offer's card (never over the Buy button), for a few seconds. */
export const alert = style([
  flex.row,
  {
    position: "absolute",
    top: 10,
    left: 10,
    right: 10,
    zIndex: 1,
    gap: 8,
    margin: 0,
    padding: "8px 12px",
    borderRadius: vars.radius.md,
    background: "rgba(2, 6, 23, 0.88)",
    border: "1px solid rgba(16, 185, 129, 0.45)",
    color: "#ecfdf5",
    fontSize: "0.9rem",
    fontWeight: 600,
    boxShadow: "0 8px 24px rgba(2, 6, 23, 0.5)",
    backdropFilter: "blur(4px)",
    WebkitBackdropFilter: "blur(4px)",
    animation: `${alertIn} 240ms ease-out`,
    "@media": { [reducedMotion]: { animation: "none" } },
  },
]);
export const alertDot = style({ flex: "none", width: 8, height: 8, borderRadius: "50%", background: "#34d399" });
