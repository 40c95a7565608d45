import { style } from "@vanilla-extract/css";

/** Pieces stacked one under the other; each style that composes it sets its own gap and box. */
export const column = style({ display: "flex", flexDirection: "column" });
