import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** A green line confirming that something was sent or saved. */
export const successNotice = style({
  margin: 0,
  padding: "10px 14px",
  borderRadius: vars.radius.sm,
  background: vars.color.successSoft,
  color: vars.color.success,
});

export const notice = styleVariants({
  info: [successNotice, { background: vars.color.brandSoft, color: vars.color.brandHover, border: "1px solid #c7d2fe", fontSize: "0.9rem" }],
  success: [successNotice, { border: "1px solid #a7f3d0", fontSize: "0.9rem" }],
  warning: [successNotice, { background: "#fffbeb", color: "#92400e", border: "1px solid #fde68a", fontSize: "0.9rem" }],
  error: [successNotice, { background: vars.color.dangerSoft, color: vars.color.danger, border: "1px solid #fecaca", fontSize: "0.9rem" }],
});

/** What stopped a control, said under it: red on pink, lighter than an error notice. */
export const problem = style({
  margin: 0,
  padding: "10px 12px",
  borderRadius: vars.radius.sm,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontSize: "0.88rem",
});
