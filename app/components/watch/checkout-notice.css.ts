import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import * as flex from "~/styles/layout.css";

const base = style([
  flex.row,
  {
    gap: 12,
    padding: "10px 8px 10px 14px",
    borderRadius: vars.radius.md,
    border: "1px solid",
    fontSize: "0.95rem",
    lineHeight: 1.45,
  },
]);
export const notice = styleVariants({
  success: [base, { background: "rgba(16, 185, 129, 0.12)", borderColor: "rgba(16, 185, 129, 0.45)", color: "#d1fae5" }],
  cancelled: [base, { background: "rgba(148, 163, 184, 0.12)", borderColor: "rgba(148, 163, 184, 0.4)", color: "#e2e8f0" }],
});
export const icon = style([
  flex.centred,
  {
    flex: "none",
    width: 28,
    height: 28,
    borderRadius: "50%",
    background: "rgba(255, 255, 255, 0.08)",
  },
]);
export const text = style({ margin: 0, flex: 1, minWidth: 0 });
export const dismiss = style([
  flex.centred,
  {
    flex: "none",
    width: 44,
    height: 44,
    borderRadius: vars.radius.sm,
    color: "inherit",
    selectors: {
      "&:hover": { background: "rgba(255, 255, 255, 0.08)" },
      "&:focus-visible": { outline: "2px solid #c7d2fe", outlineOffset: 1 },
    },
  },
]);
