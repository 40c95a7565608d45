import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import * as flex from "~/styles/layout.css";

/** A host page's column: its header, then its sections, with room left under the last one. */
export const hostPage = style([
  flex.column,
  {
    gap: vars.space.lg,
    padding: `${vars.space.lg} 0 ${vars.space.xxl}`,
    minWidth: 0,
  },
]);
