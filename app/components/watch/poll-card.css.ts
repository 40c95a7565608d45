import { keyframes, style } from "@vanilla-extract/css";
import { belowWide } from "~/components/player/watch-media";
import { vars } from "~/styles/theme.css";
import { brandButton, focusRing } from "./room-look.css";
import * as flex from "~/styles/layout.css";

const reducedMotion = "(prefers-reduced-motion: reduce)";
const enter = keyframes({ from: { opacity: 0, transform: "translateY(12px) scale(0.98)" } });

/** The poll card above the offers, in the place the offers take on the page. */
/** On a phone it scrolls on its own between the player and the chat, as the offers do (watch.css.ts). */
export const stack = style({ display: "grid", gap: vars.space.md, alignContent: "start", minWidth: 0 });

export const card = style({
  display: "grid",
  gap: 14,
  padding: "18px 18px 20px",
  background: "linear-gradient(180deg, #111c33 0%, #0f172a 100%)",
  border: "1px solid #26344d",
  borderRadius: vars.radius.lg,
  boxShadow: "0 12px 32px rgba(2, 6, 23, 0.45)",
  color: "#e2e8f0",
  scrollMarginTop: 16,
  animation: `${enter} 360ms cubic-bezier(0.2, 0.8, 0.2, 1)`,
  // On a phone it shares the strip between the player and the chat: compact, so Vote stays in view.
  "@media": { [reducedMotion]: { animation: "none" }, [belowWide]: { gap: 10, padding: "12px 14px 14px" } },
});

export const head = style({ display: "grid", gap: 6 });
export const kicker = style([
  flex.row,
  {
    gap: 8,
    margin: 0,
    fontSize: "0.78rem",
    fontWeight: 700,
    letterSpacing: "0.08em",
    textTransform: "uppercase",
    color: "#a5b4fc",
  },
]);
export const dot = style({ width: 8, height: 8, borderRadius: "50%", background: "#34d399" });
export const dotClosed = style({ width: 8, height: 8, borderRadius: "50%", background: "#64748b" });
export const question = style({
  margin: 0,
  fontSize: "1.15rem",
  lineHeight: 1.35,
  fontWeight: 700,
  color: "#f8fafc",
  overflowWrap: "anywhere",
  "@media": { [belowWide]: { fontSize: "1.05rem" } },
});
export const rule = style({ margin: 0, fontSize: "0.85rem", color: "#94a3b8" });

export const form = style({ display: "grid", gap: 12, margin: 0 });
export const fieldset = style({ display: "grid", gap: 8, margin: 0, padding: 0, border: 0, minWidth: 0, "@media": { [belowWide]: { gap: 6 } } });
export const choice = style([
  flex.row,
  {
    gap: 12,
    minHeight: 48,
    padding: "10px 14px",
    borderRadius: vars.radius.md,
    border: "1px solid #334155",
    background: "rgba(15, 23, 42, 0.6)",
    cursor: "pointer",
    fontSize: "0.98rem",
    overflowWrap: "anywhere",
    transition: "border-color 150ms ease, background 150ms ease",
    selectors: {
      "&:hover": { borderColor: "#6366f1" },
      "&:has(input:checked)": { borderColor: "#818cf8", background: "rgba(79, 70, 229, 0.18)" },
      "&:has(input:focus-visible)": focusRing,
    },
    "@media": { [reducedMotion]: { transition: "none" }, [belowWide]: { minHeight: 44, padding: "6px 12px" } },
  },
]);
export const input = style({ flex: "none", width: 20, height: 20, margin: 0, accentColor: "#818cf8" });

export const vote = style({
  ...brandButton,
  minHeight: 48,
  padding: "12px 18px",
  borderRadius: vars.radius.md,
  fontSize: "1rem",
  selectors: {
    "&:hover:not(:disabled)": { background: vars.color.brandHover },
    "&:focus-visible": focusRing,
    "&:disabled": { background: "#1e293b", color: "#94a3b8", cursor: "progress" },
  },
});

export const note = style({ margin: 0, fontSize: "0.9rem", color: "#cbd5e1" });
export const thanks = style({ margin: 0, fontSize: "0.95rem", fontWeight: 600, color: "#a7f3d0" });
export const error = style({
  margin: 0,
  padding: "8px 12px",
  borderRadius: vars.radius.sm,
  background: "rgba(239, 68, 68, 0.14)",
  border: "1px solid rgba(239, 68, 68, 0.4)",
  color: "#fecaca",
  fontSize: "0.9rem",
});
export const total = style({ margin: 0, fontSize: "0.85rem", color: "#94a3b8" });
