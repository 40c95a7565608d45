import { style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const nav = style({ borderBottom: `1px solid ${vars.color.border}`, overflowX: "auto" });

export const list = style({
  display: "grid",
  gridTemplateColumns: "repeat(4, auto)",
  justifyContent: "space-between",
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": { [media.md]: { display: "flex", justifyContent: "flex-start", gap: vars.space.xs } },
});

const tabBase = style({
  display: "inline-block",
  padding: "10px 4px",
  fontSize: "0.88rem",
  borderBottom: "2px solid transparent",
  marginBottom: -1,
  fontWeight: 600,
  textDecoration: "none",
  whiteSpace: "nowrap",
  "@media": { [media.md]: { padding: "10px 14px", fontSize: "1rem" } },
});

export const tab = styleVariants({
  idle: [tabBase, { color: vars.color.textMuted, selectors: { "&:hover": { color: vars.color.text } } }],
  active: [tabBase, { color: vars.color.brandHover, borderBottomColor: vars.color.brand }],
});
