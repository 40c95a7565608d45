import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import * as flex from "~/styles/layout.css";

const base = style([
  flex.centred,
  {
    flex: "none",
    borderRadius: vars.radius.full,
    background: `linear-gradient(135deg, ${vars.color.brand}, #7c3aed)`,
    color: vars.color.textInverse,
    fontWeight: 800,
  },
]);

/** md: beside a section's text on the event's page; lg: the landing panel's host card. */
export const avatar = styleVariants({
  md: [base, { width: 52, height: 52 }],
  lg: [base, { width: 56, height: 56, fontSize: "1.2rem" }],
});
