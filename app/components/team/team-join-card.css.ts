import { style } from "@vanilla-extract/css";

/** A masked address (j…@example.com) never breaks after its ellipsis. */
export const address = style({ whiteSpace: "nowrap" });
