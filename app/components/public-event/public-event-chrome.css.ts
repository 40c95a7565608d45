import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const shell = style({ display: "flex", flexDirection: "column", minHeight: "100vh" });

export const main = style({ flex: 1 });

export const poweredBy = style({ padding: `${vars.space.md} ${vars.space.md} ${vars.space.lg}` });
