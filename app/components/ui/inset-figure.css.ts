import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { inset } from "~/styles/surface.css";
import * as flex from "~/styles/layout.css";

export const figure = style([
  flex.column,
  inset,
  {
    gap: 2,
    padding: "10px 12px",
    borderRadius: vars.radius.sm,
    minWidth: 0,
  },
]);

export const label = style({ color: vars.color.textMuted, fontSize: "0.8rem", fontWeight: 500 });
