import { style } from "@vanilla-extract/css";

/** A <details> summary drawn as its own control (a button, a link, a menu's trigger): no triangle. */
export const plainSummary = style({
  listStyle: "none",
  cursor: "pointer",
  selectors: { "&::-webkit-details-marker": { display: "none" } },
});
