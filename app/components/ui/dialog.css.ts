import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** The × in a dialog's top corner (a button, or a link where the dialog works without JavaScript). */
export const dialogClose = style({
  display: "grid",
  placeItems: "center",
  flexShrink: 0,
  width: 40,
  height: 40,
  marginTop: -6,
  marginRight: -6,
  border: 0,
  borderRadius: vars.radius.sm,
  background: "transparent",
  color: vars.color.textMuted,
  fontSize: "1.6rem",
  lineHeight: 1,
  textDecoration: "none",
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.color.surfaceMuted, color: vars.color.text } },
});
