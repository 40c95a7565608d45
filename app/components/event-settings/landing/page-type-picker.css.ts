import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { outlined } from "~/styles/surface.css";

// The tab sits beside the chat, so its width, not the screen's, decides the columns.
const wide = "(min-width: 480px)";
const wider = "(min-width: 720px)";

export const form = style({ margin: 0, minWidth: 0, containerType: "inline-size" });

export const group = style({ margin: 0, padding: 0, border: 0, minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: 10, fontSize: "0.875rem", fontWeight: 700 });

// Nothing across the top, the six pages below it two or three a row.
export const grid = style({
  display: "grid",
  gap: 10,
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  "@container": { [wider]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } },
});

export const nothing = style({ gridColumn: "1 / -1" });

const choiceBase = style([
  outlined,
  {
    display: "grid",
    gridTemplateColumns: "auto minmax(0, 1fr)",
    gridTemplateRows: "auto auto",
    alignContent: "center",
    alignItems: "center",
    columnGap: 10,
    rowGap: 2,
    minHeight: 64,
    padding: 12,
    borderRadius: vars.radius.md,
    color: vars.color.text,
    font: "inherit",
    textAlign: "left",
    cursor: "pointer",
    transition: "border-color 120ms, background 120ms, box-shadow 120ms",
    selectors: {
      "&:hover": { borderColor: vars.color.brand },
      "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    },
  },
]);

export const choice = styleVariants({
  other: [choiceBase],
  current: [choiceBase, { borderColor: vars.color.brand, background: vars.color.brandSoft, boxShadow: `inset 0 0 0 1px ${vars.color.brand}` }],
});

export const icon = style({ gridRow: "1 / span 2", color: vars.color.brand });

export const labelRow = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "2px 8px", minWidth: 0 });

export const label = style({ fontWeight: 700, fontSize: "0.95rem" });

export const showing = style({
  padding: "1px 8px",
  borderRadius: vars.radius.full,
  background: vars.color.success,
  color: vars.color.textInverse,
  fontSize: "0.7rem",
  fontWeight: 700,
  letterSpacing: "0.02em",
});

export const hint = style({
  gridColumn: 2,
  fontSize: "0.78rem",
  color: vars.color.textMuted,
  lineHeight: 1.3,
  display: "none",
  "@container": { [wide]: { display: "block" } },
});
