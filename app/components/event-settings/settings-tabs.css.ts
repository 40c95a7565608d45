import { style, styleVariants } from "@vanilla-extract/css";
import { segmentTrack } from "~/components/ui/segmented.css";
import { media, vars } from "~/styles/theme.css";
import { sidewaysScroll } from "~/styles/layout.css";

export const tabs = style([
  segmentTrack,
  // A narrower phone, or a larger text size, scrolls the row instead of cutting a tab off.
  sidewaysScroll,
  {
    alignSelf: "flex-start",
    maxWidth: "100%",
    scrollbarWidth: "none",
    // From tablet width up every tab shows: a second row rather than a tab out of sight.
    "@media": { [media.md]: { flexWrap: "wrap", overflowX: "visible" } },
  },
]);

const base = style({
  flex: "1 0 auto",
  // The four tabs fit a 390 px phone side by side (with the short names, see wideOnly); a narrower one scrolls.
  padding: "8px 7px",
  borderRadius: vars.radius.sm,
  fontWeight: 600,
  fontSize: "0.86rem",
  "@media": { [media.md]: { padding: "8px 16px", fontSize: "0.95rem" } },
  textAlign: "center",
  textDecoration: "none",
  whiteSpace: "nowrap",
  ":focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});

export const tab = styleVariants({
  current: [base, { background: vars.color.surface, color: vars.color.text, boxShadow: vars.shadow.sm }],
  other: [base, { color: vars.color.textMuted, ":hover": { color: vars.color.text } }],
});

/** Shown from tablet width up; on a phone kept only for screen readers. */
export const wideOnly = style({
  "@media": {
    "screen and (max-width: 767.98px)": {
      position: "absolute",
      width: 1,
      height: 1,
      overflow: "hidden",
      clip: "rect(0 0 0 0)",
      clipPath: "inset(50%)",
      whiteSpace: "nowrap",
    },
  },
});
