import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const page = style({ display: "flex", flexDirection: "column", gap: vars.space.md, maxWidth: 960, width: "100%", margin: "0 auto" });
export const back = style({ color: vars.color.brand, fontWeight: 600, textDecoration: "none", width: "fit-content" });
export const title = style({ margin: 0, fontSize: "1.5rem", fontWeight: 700, overflowWrap: "anywhere" });
export const video = style({ width: "100%", aspectRatio: "16 / 9", background: "#000", borderRadius: vars.radius.md });
export const download = style({ width: "fit-content" });
