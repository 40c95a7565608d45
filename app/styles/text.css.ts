import { style } from "@vanilla-extract/css";

/** A name that may be long: two lines at most, cut with an ellipsis, long words broken. */
export const twoLines = style({
  display: "-webkit-box",
  WebkitLineClamp: 2,
  WebkitBoxOrient: "vertical",
  overflow: "hidden",
  overflowWrap: "anywhere",
});
