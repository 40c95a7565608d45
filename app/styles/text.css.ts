import { style } from "@vanilla-extract/css";
import { inset, outlined } from "./surface.css";
import { vars } from "./theme.css";

/** A name that may be long: two lines at most, cut with an ellipsis, long words broken. */
export const twoLines = style({
  display: "-webkit-box",
  WebkitLineClamp: 2,
  WebkitBoxOrient: "vertical",
  overflow: "hidden",
  overflowWrap: "anywhere",
});

/** A label in muted small capitals over what it names (a table's head, a figure's name). */
export const mutedCaps = style({ color: vars.color.textMuted, textTransform: "uppercase", letterSpacing: "0.04em" });

/** A key, address or snippet to read or copy, boxed on its own line. */
export const codeBox = style([outlined, { display: "block", padding: "8px 10px", borderRadius: vars.radius.sm, fontFamily: vars.font.mono }]);

/** A name or value in code inside a sentence: a key, a header, a path; each sets its size. */
export const inlineCode = style([inset, { padding: "1px 5px", borderRadius: 4, fontFamily: vars.font.mono, overflowWrap: "anywhere" }]);

/** Code shown as a listing (a call to copy, an answer, a snippet): light on dark, scrolling sideways, never wrapped. */
export const codeListing = style({
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  background: "#0f172a",
  color: "#e2e8f0",
  fontFamily: vars.font.mono,
  fontSize: "0.82rem",
  lineHeight: 1.6,
  overflowX: "auto",
  whiteSpace: "pre",
});
