import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import * as flex from "~/styles/layout.css";

/** The × in a dialog's top corner (a button, or a link where the dialog works without JavaScript). */
export const dialogClose = style([
  flex.centred,
  {
    flexShrink: 0,
    width: 40,
    height: 40,
    marginTop: -6,
    marginRight: -6,
    border: 0,
    borderRadius: vars.radius.sm,
    background: "transparent",
    color: vars.color.textMuted,
    fontSize: "1.6rem",
    lineHeight: 1,
    textDecoration: "none",
    cursor: "pointer",
    selectors: { "&:hover": { background: vars.color.surfaceMuted, color: vars.color.text } },
  },
]);

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: "translate(-50%, -48%) scale(0.98)" },
  to: { opacity: 1, transform: "translate(-50%, -50%) scale(1)" },
});

export const overlay = style({
  position: "fixed",
  inset: 0,
  zIndex: 50,
  background: "rgba(15, 23, 42, 0.55)",
  animation: `${fadeIn} 150ms ease-out`,
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
});

const contentBase = style([
  flex.column,
  {
    position: "fixed",
    zIndex: 51,
    top: "50%",
    left: "50%",
    transform: "translate(-50%, -50%)",
    gap: vars.space.md,
    width: "calc(100vw - 16px)",
    maxHeight: "calc(100dvh - 16px)",
    overflowY: "auto",
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    background: vars.color.surface,
    boxShadow: vars.shadow.lg,
    animation: `${rise} 160ms ease-out`,
    "@media": {
      [media.md]: { width: "calc(100vw - 48px)", maxHeight: "calc(100dvh - 48px)" },
      "(prefers-reduced-motion: reduce)": { animation: "none" },
    },
    selectors: { "&:focus": { outline: "none" } },
  },
]);

/** narrow: a question or a short profile; wide: a whole form. */
export const content = styleVariants({
  narrow: [contentBase, { maxWidth: 460 }],
  wide: [contentBase, { maxWidth: 760 }],
});

export const header = style({ display: "flex", alignItems: "flex-start", justifyContent: "space-between", gap: vars.space.md });

export const title = style({ margin: 0, fontSize: "1.35rem", fontWeight: 700 });

export const description = style({ margin: "4px 0 0", color: vars.color.textMuted, fontSize: "0.92rem" });
