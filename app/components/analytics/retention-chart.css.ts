import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const figure = style({ margin: 0, display: "flex", flexDirection: "column", gap: vars.space.sm, minWidth: 0 });

const svgBase = style({ width: "100%", height: "auto", overflow: "visible" });

/** Two drawings of the same data: a compact one under 768 px, a wide one above (CSS only). */
export const svgNarrow = style([svgBase, { display: "block", "@media": { [media.md]: { display: "none" } } }]);

export const svgWide = style([svgBase, { display: "none", "@media": { [media.md]: { display: "block" } } }]);

export const grid = style({ stroke: vars.color.border, strokeWidth: 1 });

export const area = style({ fill: vars.color.brandSoft });

export const line = style({ fill: "none", stroke: vars.color.brand, strokeWidth: 2.5, strokeLinejoin: "round" });

export const axisText = style({ fill: vars.color.textMuted, fontSize: 11 });

export const caption = style({ color: vars.color.textMuted, fontSize: "0.85rem" });

export const details = style({ fontSize: "0.88rem" });

export const summary = style({ cursor: "pointer", color: vars.color.brandHover, fontWeight: 600 });

export const tableWrap = style({ maxHeight: 280, overflow: "auto", marginTop: vars.space.sm });

export const table = style({ borderCollapse: "collapse", width: "100%", maxWidth: 420 });

export const cell = style({ padding: "4px 8px", borderBottom: `1px solid ${vars.color.border}`, textAlign: "right" });
