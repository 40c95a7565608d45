import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** A green line confirming that something was sent or saved. */
export const successNotice = style({
  margin: 0,
  padding: "10px 14px",
  borderRadius: vars.radius.sm,
  background: vars.color.successSoft,
  color: vars.color.success,
});
