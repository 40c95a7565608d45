import { style } from "@vanilla-extract/css";
import { tile } from "~/components/ui/tile.css";
import { vars } from "~/styles/theme.css";

export const guide = style({ ...tile, gap: 12 });
export const guideTitle = style({ fontSize: "1rem", fontWeight: 700 });
export const guideList = style({ display: "flex", flexDirection: "column", gap: 10, margin: 0 });
export const guideTerm = style({ fontWeight: 600, fontSize: "0.9rem" });
export const guideText = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.88rem" });
