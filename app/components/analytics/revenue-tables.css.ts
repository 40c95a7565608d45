import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const event = style({ display: "block", marginTop: 2, color: vars.color.textMuted, fontSize: "0.82rem", fontWeight: 400 });
