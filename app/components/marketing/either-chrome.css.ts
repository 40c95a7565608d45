import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const hostShell = style({ minHeight: "100vh", paddingTop: vars.size.header });

export const hostMain = style({
  maxWidth: vars.size.content,
  margin: "0 auto",
  padding: `0 ${vars.space.md}`,
  "@media": { [media.md]: { padding: `0 ${vars.space.lg}` } },
});

export const publicShell = style({ display: "flex", flexDirection: "column", minHeight: "100vh" });

export const publicMain = style({ flex: 1 });
