import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import { stackedGrid } from "~/styles/stacked-grid";

export const row = style([stackedGrid(media.md, "repeat(2, minmax(0, 1fr))"), { gap: vars.space.md }]);
export const figure = style({ margin: 0, fontSize: "2rem", fontWeight: 700, lineHeight: 1.1, fontVariantNumeric: "tabular-nums" });
export const breakdown = style({ display: "grid", gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gap: vars.space.sm, margin: 0 });
export const term = style({ fontSize: "0.8rem", color: vars.color.textMuted });
export const value = style({ margin: 0, fontWeight: 600, fontVariantNumeric: "tabular-nums" });
export const zone = style({ margin: 0, fontSize: "0.78rem", color: vars.color.textMuted });
