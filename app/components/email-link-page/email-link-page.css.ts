import { style } from "@vanilla-extract/css";
import { successMark } from "~/components/request-invite/request-invite.css";
import { vars } from "~/styles/theme.css";

export const mutedMark = style([
  successMark,
  { background: vars.color.brandSoft, color: vars.color.brand, boxShadow: `0 0 0 8px ${vars.color.surfaceMuted}` },
]);

export const address = style({ color: vars.color.text, overflowWrap: "anywhere" });
