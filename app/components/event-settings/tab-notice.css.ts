import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

const base = style({ margin: 0, padding: "12px 16px", borderRadius: vars.radius.sm, fontSize: "0.92rem" });

export const notice = styleVariants({
  success: [base, { background: vars.color.successSoft, color: "#065f46", border: "1px solid #a7f3d0" }],
  error: [base, { background: vars.color.dangerSoft, color: vars.color.danger, border: "1px solid #fecaca" }],
});
