import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { sidewaysScroll } from "~/styles/layout.css";
import { mutedCaps } from "~/styles/text.css";

/** Runs to the card's edges (its padding is lg) and scrolls sideways when the table is wider than the screen. */
export const scroll = style([sidewaysScroll, { margin: `0 calc(-1 * ${vars.space.lg})`, padding: `0 ${vars.space.lg}` }]);

export const table = style({ width: "100%", minWidth: 720, borderCollapse: "collapse", fontSize: "0.92rem" });

const headBase = style([
  mutedCaps,
  {
    padding: "10px 12px",
    borderBottom: `1px solid ${vars.color.border}`,
    fontSize: "0.8rem",
    fontWeight: 700,
    whiteSpace: "nowrap",
  },
]);

const cellBase = style({ padding: "12px", borderBottom: `1px solid ${vars.color.border}` });

/** text: every column reads from the start; figures: the first column names the row, the rest are numbers aligned at the end. */
export const head = styleVariants({
  text: [headBase, { textAlign: "left" }],
  figures: [headBase, { textAlign: "right", selectors: { "&:first-child": { textAlign: "left" } } }],
});

export const cell = styleVariants({
  text: [cellBase, { verticalAlign: "middle" }],
  figures: [cellBase, { textAlign: "right", whiteSpace: "nowrap" }],
});

/** The first cell of a figures row: what the row is about (a th scope="row"). */
export const rowHeader = style([cellBase, { minWidth: 200, textAlign: "left", fontWeight: 600 }]);

export const rowLink = style({ color: vars.color.brandHover, textDecoration: "none", selectors: { "&:hover": { textDecoration: "underline" } } });
