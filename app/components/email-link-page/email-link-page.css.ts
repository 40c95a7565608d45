import { style, styleVariants } from "@vanilla-extract/css";
import { successMark } from "~/components/request-invite/request-invite.css";
import { vars } from "~/styles/theme.css";

/** success: it is done; muted: a question or a notice; spent: nothing went wrong, the link is just used up. */
export const mark = styleVariants({
  success: [successMark],
  muted: [successMark, { background: vars.color.brandSoft, color: vars.color.brand, boxShadow: `0 0 0 8px ${vars.color.surfaceMuted}` }],
  spent: [successMark, { background: vars.color.surfaceMuted, color: vars.color.textMuted, boxShadow: `0 0 0 8px ${vars.color.brandSoft}` }],
});

export const address = style({ color: vars.color.text, overflowWrap: "anywhere" });
