import { style } from "@vanilla-extract/css";
import { successMark } from "~/components/request-invite/request-invite.css";
import { vars } from "~/styles/theme.css";

/** The success mark's shape in neutral colours: nothing went wrong, the link is just spent. */
export const mark = style([
  successMark,
  { background: vars.color.surfaceMuted, color: vars.color.textMuted, boxShadow: `0 0 0 8px ${vars.color.brandSoft}` },
]);
