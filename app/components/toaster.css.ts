import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import * as flex from "~/styles/layout.css";
import { outlined } from "~/styles/surface.css";

const slideIn = keyframes({
  from: { transform: "translateY(12px)", opacity: 0 },
  to: { transform: "translateY(0)", opacity: 1 },
});

// Where no page keeps its actions: over the phone's top bar (logo and menu), and on wider screens
// at the foot of the host navigation, never over the page's buttons at the right or the bottom.
export const viewport = style([
  flex.column,
  {
    position: "fixed",
    top: 0,
    left: 0,
    zIndex: 100,
    gap: vars.space.sm,
    width: "100vw",
    margin: 0,
    padding: vars.space.sm,
    listStyle: "none",
    outline: "none",
    "@media": { [media.md]: { top: "auto", bottom: 0, width: vars.size.sidebar } },
  },
]);

const base = style([
  outlined,
  {
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.lg,
    padding: `${vars.space.md} ${vars.space.lg} ${vars.space.md} ${vars.space.md}`,
    position: "relative",
    animation: `${slideIn} 160ms ease-out`,
  },
]);

export const toast = styleVariants({
  default: [base, { borderLeft: `4px solid ${vars.color.brand}` }],
  destructive: [base, { borderLeft: `4px solid ${vars.color.danger}` }],
});

export const title = style({ fontWeight: 600, fontSize: "0.95rem" });
export const description = style({ color: vars.color.textMuted, fontSize: "0.875rem", marginTop: 2 });
export const close = style({
  position: "absolute",
  top: 6,
  right: 8,
  border: 0,
  background: "transparent",
  fontSize: "1.1rem",
  cursor: "pointer",
  color: vars.color.textMuted,
});
