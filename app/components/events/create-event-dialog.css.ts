import { globalStyle, keyframes, style } from "@vanilla-extract/css";
import { footer as formFooter } from "./event-form.css";
import { media, vars } from "~/styles/theme.css";

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
});

export const content = style({
  position: "fixed",
  zIndex: 51,
  top: "50%",
  left: "50%",
  transform: "translate(-50%, -50%)",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  width: "calc(100vw - 16px)",
  maxWidth: 760,
  maxHeight: "calc(100dvh - 16px)",
  overflowY: "auto",
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
  animation: `${rise} 160ms ease-out`,
  "@media": {
    [media.md]: { width: "calc(100vw - 48px)", maxHeight: "calc(100dvh - 48px)", padding: vars.space.lg },
    "(prefers-reduced-motion: reduce)": { animation: "none" },
  },
  selectors: { "&:focus": { outline: "none" } },
});

export const header = style({ display: "flex", alignItems: "flex-start", justifyContent: "space-between", gap: vars.space.md });

export const title = style({ fontSize: "1.35rem", fontWeight: 700 });

export const description = style({ margin: "4px 0 0", color: vars.color.textMuted, fontSize: "0.92rem" });

/** The form's buttons stay in view while the dialog scrolls. */
globalStyle(`${content} ${formFooter}`, {
  position: "sticky",
  bottom: `calc(-1 * ${vars.space.md})`,
  zIndex: 1,
  margin: `0 calc(-1 * ${vars.space.md}) calc(-1 * ${vars.space.md})`,
  padding: vars.space.md,
  background: vars.color.surface,
  "@media": {
    [media.md]: {
      bottom: `calc(-1 * ${vars.space.lg})`,
      margin: `0 calc(-1 * ${vars.space.lg}) calc(-1 * ${vars.space.lg})`,
      padding: `${vars.space.md} ${vars.space.lg} ${vars.space.lg}`,
    },
  },
});
