import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import * as flex from "~/styles/layout.css";
import { plainSummary } from "~/styles/disclosure.css";

export const header = style({
  position: "sticky",
  top: 0,
  zIndex: 40,
  background: "rgba(255, 255, 255, 0.9)",
  backdropFilter: "saturate(180%) blur(8px)",
  borderBottom: "1px solid transparent",
  transition: "box-shadow 160ms, background 160ms, border-color 160ms",
  selectors: {
    "&[data-scrolled]": {
      background: vars.color.surface,
      borderBottomColor: vars.color.border,
      boxShadow: vars.shadow.md,
    },
  },
});

export const inner = style([
  flex.row,
  {
    position: "relative",
    gap: vars.space.sm,
    maxWidth: vars.size.content,
    height: vars.size.header,
    margin: "0 auto",
    padding: `0 ${vars.space.md}`,
    "@media": { [media.lg]: { gap: vars.space.md, padding: `0 ${vars.space.lg}` } },
  },
]);

export const desktopNav = style({
  display: "none",
  "@media": { [media.md]: { display: "block" }, [media.lg]: { marginLeft: vars.space.lg } },
});

export const navList = style({ display: "flex", gap: vars.space.xs, listStyle: "none", margin: 0, padding: 0 });

export const navLink = style([
  flex.inlineRow,
  {
    minHeight: 44,
    padding: "0 8px",
    borderRadius: vars.radius.sm,
    color: vars.color.textMuted,
    fontWeight: 500,
    textDecoration: "none",
    fontSize: "0.92rem",
    whiteSpace: "nowrap",
    selectors: { "&:hover": { color: vars.color.text, background: vars.color.brandSoft } },
    "@media": { [media.lg]: { padding: "0 12px", fontSize: "1rem" } },
  },
]);

export const actions = style({
  display: "none",
  alignItems: "center",
  gap: vars.space.sm,
  marginLeft: "auto",
  whiteSpace: "nowrap",
  "@media": { [media.md]: { display: "flex" } },
});

export const action = style({ "@media": { [media.md]: { padding: "0 12px" }, [media.lg]: { padding: "0 18px" } } });

export const mobileMenu = style({
  marginLeft: "auto",
  "@media": { [media.md]: { display: "none" } },
});

export const summary = style([
  flex.centred,
  plainSummary,
  {
    width: 44,
    height: 44,
    borderRadius: vars.radius.sm,
    color: vars.color.text,
    selectors: {
      [`${mobileMenu}[open] &`]: { background: vars.color.brandSoft },
    },
  },
]);

export const panel = style([
  flex.column,
  {
    position: "absolute",
    top: "100%",
    left: 0,
    right: 0,
    gap: vars.space.md,
    padding: vars.space.md,
    background: vars.color.surface,
    borderBottom: `1px solid ${vars.color.border}`,
    boxShadow: vars.shadow.lg,
  },
]);

export const panelList = style({ listStyle: "none", margin: 0, padding: 0 });

export const panelLink = style([
  flex.row,
  {
    minHeight: 48,
    padding: `0 ${vars.space.sm}`,
    borderRadius: vars.radius.sm,
    color: vars.color.text,
    fontWeight: 500,
    textDecoration: "none",
    selectors: { "&:hover": { background: vars.color.brandSoft } },
  },
]);

export const panelCta = style({ width: "100%" });

globalStyle(`${panelList} > li + li`, { borderTop: `1px solid ${vars.color.border}` });
