import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import * as flex from "~/styles/layout.css";

export const notice = style([
  flex.column,
  {
    gap: 4,
    padding: "10px 14px",
    borderRadius: vars.radius.sm,
    background: "#fffbeb",
    color: "#92400e",
    border: "1px solid #fde68a",
    fontSize: "0.9rem",
  },
]);
export const line = style({ margin: 0, overflowWrap: "anywhere" });
export const code = style({ fontFamily: vars.font.mono, fontSize: "0.85em" });
