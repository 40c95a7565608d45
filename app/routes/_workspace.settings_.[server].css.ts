import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import * as flex from "~/styles/layout.css";

export const page = style([
  flex.column,
  {
    gap: vars.space.md,
    maxWidth: 800,
    margin: "0 auto",
    paddingBottom: vars.space.xl,
  },
]);
export const title = style({ fontSize: "1.75rem", margin: 0 });
export const subtitle = style({ margin: 0, color: vars.color.textMuted });
