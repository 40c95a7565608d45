import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const liveHint = style({ margin: 0, fontWeight: 700, color: vars.color.success, fontSize: "0.9rem" });
