import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import * as flex from "~/styles/layout.css";
import { outlined } from "~/styles/surface.css";
import { chevronStrokes } from "~/styles/disclosure.css";

export const list = style([
  outlined,
  {
    maxWidth: 800,
    margin: "0 auto",
    borderRadius: vars.radius.lg,
    overflow: "hidden",
  },
]);

export const item = style({ selectors: { "& + &": { borderTop: `1px solid ${vars.color.border}` } } });

export const heading = style({ margin: 0 });

export const question = style([
  flex.row,
  {
    width: "100%",
    border: 0,
    background: "none",
    color: "inherit",
    font: "inherit",
    textAlign: "left",
    justifyContent: "space-between",
    gap: vars.space.md,
    minHeight: 56,
    padding: `${vars.space.md} ${vars.space.lg}`,
    fontWeight: 650,
    fontSize: "1.05rem",
    cursor: "pointer",
    selectors: {
      "&:hover": { background: vars.color.surfaceMuted },
      "&:focus-visible": { outlineOffset: -2 },
    },
  },
]);

export const chevron = style({
  flexShrink: 0,
  width: 10,
  height: 10,
  ...chevronStrokes,
  transform: "rotate(45deg) translateY(-3px)",
  transitionDuration: "160ms",
  selectors: { [`${question}[data-state="open"] &`]: { transform: "rotate(-135deg) translateY(-3px)" } },
  "@media": { "(prefers-reduced-motion: reduce)": { transition: "none" } },
});

export const answer = style({ padding: `0 ${vars.space.lg} ${vars.space.lg}` });
export const answerText = style({ margin: 0, color: vars.color.textMuted, maxWidth: 680 });
