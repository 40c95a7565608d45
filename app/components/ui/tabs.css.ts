import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import { sidewaysScroll } from "~/styles/layout.css";

export const nav = style([sidewaysScroll, { borderBottom: `1px solid ${vars.color.border}` }]);

// A phone spreads the tabs over the width; a wider screen lines them up from the start.
export const list = style({
  display: "grid",
  gridAutoFlow: "column",
  justifyContent: "space-between",
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": { [media.md]: { display: "flex", justifyContent: "flex-start", gap: vars.space.xs } },
});

export const tab = style({
  display: "inline-block",
  padding: "10px 4px",
  fontSize: "0.88rem",
  borderBottom: "2px solid transparent",
  marginBottom: -1,
  color: vars.color.textMuted,
  fontWeight: 600,
  textDecoration: "none",
  whiteSpace: "nowrap",
  "@media": { [media.md]: { padding: "10px 14px", fontSize: "1rem" } },
  selectors: {
    "&:hover": { color: vars.color.text },
    "&[aria-current='page']": { color: vars.color.brandHover, borderBottomColor: vars.color.brand },
  },
});
