import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import { control } from "~/styles/control.css";
import * as flex from "~/styles/layout.css";
import { plainSummary } from "~/styles/disclosure.css";

export const layout = style({ minHeight: "100vh" });

export const mobileBar = style([
  flex.row,
  {
    position: "sticky",
    top: 0,
    zIndex: 30,
    justifyContent: "space-between",
    minHeight: vars.size.header,
    padding: `0 ${vars.space.md}`,
    background: vars.color.surface,
    borderBottom: `1px solid ${vars.color.border}`,
    "@media": { [media.md]: { display: "none" } },
  },
]);

export const mobileMenu = style({});

export const summary = style([
  flex.row,
  plainSummary,
  {
    gap: vars.space.xs,
    minHeight: 44,
    padding: "0 12px",
    borderRadius: vars.radius.sm,
    fontWeight: 600,
    color: vars.color.text,
  },
]);

globalStyle(`${mobileMenu}[open] > ${summary}`, { background: vars.color.brandSoft, color: vars.color.brandHover });

export const drawer = style({
  position: "absolute",
  top: "100%",
  left: 0,
  right: 0,
  maxHeight: `calc(100vh - ${vars.size.header})`,
  overflowY: "auto",
  padding: vars.space.md,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
});

export const sidebar = style({
  display: "none",
  "@media": {
    [media.md]: {
      position: "fixed",
      top: 0,
      bottom: 0,
      left: 0,
      display: "flex",
      flexDirection: "column",
      gap: vars.space.md,
      width: vars.size.sidebar,
      padding: vars.space.md,
      overflowY: "auto",
      background: vars.color.surface,
      borderRight: `1px solid ${vars.color.border}`,
    },
  },
});

export const shellContent = style({ display: "flex", flexDirection: "column", gap: vars.space.md, flex: 1 });

export const fullWidth = style({ width: "100%" });

export const search = style({ display: "flex" });

export const searchInput = style([
  control,
  {
    width: "100%",
    minHeight: 40,
    padding: "8px 12px",
    background: vars.color.surfaceMuted,
    fontSize: "0.9rem",
    selectors: { "&:focus": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 0, background: vars.color.surface } },
  },
]);

export const navList = style({ display: "flex", flexDirection: "column", gap: 2, listStyle: "none", margin: 0, padding: 0 });

export const navLink = style([
  flex.row,
  {
    minHeight: 44,
    padding: `0 ${vars.space.md}`,
    borderRadius: vars.radius.sm,
    color: vars.color.textMuted,
    fontWeight: 500,
    textDecoration: "none",
    selectors: {
      "&:hover": { color: vars.color.text, background: vars.color.surfaceMuted },
      "&[aria-current='page']": { color: vars.color.brandHover, background: vars.color.brandSoft, fontWeight: 600 },
    },
  },
]);

export const footer = style([
  flex.column,
  {
    gap: vars.space.md,
    marginTop: "auto",
    paddingTop: vars.space.md,
    borderTop: `1px solid ${vars.color.border}`,
  },
]);

export const userCard = style({ display: "flex", alignItems: "center", gap: vars.space.sm });

/** The 40 px circle of the user's initials and of the bell beside them. */
const circle = {
  display: "grid",
  placeItems: "center",
  flexShrink: 0,
  width: 40,
  height: 40,
  borderRadius: vars.radius.full,
} as const;

export const avatar = style({
  ...circle,
  background: vars.color.brand,
  color: vars.color.textInverse,
  fontSize: "0.9rem",
  fontWeight: 700,
});

export const userText = style({ display: "flex", flexDirection: "column", minWidth: 0, flex: 1 });

const ellipsis = { overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" } as const;

export const userName = style({ ...ellipsis, fontWeight: 600, fontSize: "0.9rem" });

export const userEmail = style({ ...ellipsis, color: vars.color.textMuted, fontSize: "0.8rem" });

export const bell = style({
  ...circle,
  color: vars.color.textMuted,
  selectors: { "&:hover": { color: vars.color.text, background: vars.color.surfaceMuted } },
});

export const content = style({
  minWidth: 0,
  padding: vars.space.md,
  "@media": {
    [media.md]: { maxWidth: `calc(${vars.size.content} + 2 * ${vars.space.xl})`, marginLeft: vars.size.sidebar, padding: vars.space.xl },
  },
});
