import { style } from "@vanilla-extract/css";

// The flex and grid arrangements most styles start from; each style that composes one sets its own
// gap and box.

/** Pieces stacked one under the other. */
export const column = style({ display: "flex", flexDirection: "column" });

/** Pieces side by side, centred on one line. */
export const row = style({ display: "flex", alignItems: "center" });

/** Pieces side by side, centred, going on to the next line when they do not fit. */
export const wrappingRow = style({ display: "flex", flexWrap: "wrap", alignItems: "center" });

/** Pieces side by side, going on to the next line when they do not fit. */
export const wrapping = style({ display: "flex", flexWrap: "wrap" });

/** A row inside a line of text (a button's icon and label, a badge). */
export const inlineRow = style({ display: "inline-flex", alignItems: "center" });

/** One thing centred in its box (an icon in a circle, a message over a player). */
export const centred = style({ display: "grid", placeItems: "center" });

/** Pieces in one grid column, as on a phone; a style that composes it adds columns from a breakpoint. */
export const oneColumn = style({ display: "grid", gridTemplateColumns: "minmax(0, 1fr)" });

/**
 * A box that scrolls sideways on its own (a wide table, a row of tabs). It is positioned, so what
 * sits absolutely inside it (screen-reader-only text) scrolls with it instead of widening the page.
 */
export const sidewaysScroll = style({ position: "relative", overflowX: "auto" });
