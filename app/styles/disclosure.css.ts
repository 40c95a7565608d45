import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

/** A <details> summary drawn as its own control (a button, a link, a menu's trigger): no triangle. */
export const plainSummary = style({
  listStyle: "none",
  cursor: "pointer",
  selectors: { "&::-webkit-details-marker": { display: "none" }, "&::marker": { content: '""' } },
});

/**
 * The strokes of a chevron that turns as its disclosure opens: two borders of a small square. The
 * style that uses it (an element's, or a ::before's) sets its size, its turn and its timing.
 */
export const chevronStrokes = {
  borderRight: `2px solid ${vars.color.textMuted}`,
  borderBottom: `2px solid ${vars.color.textMuted}`,
  transitionProperty: "transform",
} as const;
