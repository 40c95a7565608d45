import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

/**
 * The outline every text box, select and small choice shares, red while the control is refused
 * (aria-invalid); each style that composes it sets its own size, padding and text size.
 */
export const control = style({
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});
