import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const shell = style({ minHeight: "100vh", paddingTop: vars.size.header });

export const main = style({
  maxWidth: vars.size.content,
  margin: "0 auto",
  padding: `0 ${vars.space.md}`,
  "@media": { [media.md]: { padding: `0 ${vars.space.lg}` } },
});
