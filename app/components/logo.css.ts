import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import * as flex from "~/styles/layout.css";

const base = style([
  flex.inlineRow,
  {
    gap: 10,
    minHeight: 44,
    fontSize: "1.2rem",
    fontWeight: 800,
    letterSpacing: "-0.02em",
    textDecoration: "none",
    borderRadius: vars.radius.sm,
    flexShrink: 0,
  },
]);

export const logo = styleVariants({
  dark: [base, { color: vars.color.text }],
  light: [base, { color: vars.color.textInverse }],
});

export const mark = style({ width: 32, height: 32, flexShrink: 0 });
