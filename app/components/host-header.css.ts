import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const header = style({
  position: "fixed",
  top: 0,
  left: 0,
  right: 0,
  zIndex: 40,
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  height: vars.size.header,
  padding: `0 ${vars.space.md}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
  "@media": { [media.md]: { padding: `0 ${vars.space.lg}` } },
});

export const desktopNav = style({
  display: "none",
  "@media": { [media.md]: { display: "block" } },
});

export const navList = style({ display: "flex", gap: 2, listStyle: "none", margin: 0, padding: 0 });

const linkBase = style({
  display: "flex",
  alignItems: "center",
  minHeight: 44,
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  fontWeight: 500,
  textDecoration: "none",
  selectors: {
    "&:hover": { color: vars.color.text, background: vars.color.surfaceMuted },
    "&[aria-current='page']": { color: vars.color.brandHover, background: vars.color.brandSoft, fontWeight: 600 },
  },
});

export const navLink = style([linkBase, { padding: "0 12px" }]);

export const actions = style({ display: "flex", alignItems: "center", gap: vars.space.sm, marginLeft: "auto" });

export const create = style({ padding: "0 12px", "@media": { [media.lg]: { padding: "0 16px" } } });

export const createLabel = style({
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  whiteSpace: "nowrap",
  "@media": { [media.lg]: { position: "static", width: "auto", height: "auto", overflow: "visible", clip: "auto" } },
});

export const iconButton = style({
  display: "grid",
  placeItems: "center",
  width: 44,
  height: 44,
  borderRadius: vars.radius.full,
  color: vars.color.textMuted,
  cursor: "pointer",
  listStyle: "none",
  selectors: {
    "&:hover": { color: vars.color.text, background: vars.color.surfaceMuted },
    "&::-webkit-details-marker": { display: "none" },
  },
});

export const avatar = style({
  display: "grid",
  placeItems: "center",
  width: 40,
  height: 40,
  padding: 0,
  border: "2px solid transparent",
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.textInverse,
  font: "inherit",
  fontSize: "0.9rem",
  fontWeight: 700,
  cursor: "pointer",
  selectors: { "&[data-state='open']": { borderColor: vars.color.brandSoft, boxShadow: `0 0 0 2px ${vars.color.brand}` } },
  "@media": { "(scripting: none)": { display: "none" } },
});

export const menu = style({
  zIndex: 50,
  minWidth: 224,
  padding: 6,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
});

export const menuLabel = style({
  display: "flex",
  flexDirection: "column",
  padding: "8px 10px",
  fontSize: "0.9rem",
});

export const menuEmail = style({ color: vars.color.textMuted, fontSize: "0.8rem", overflowWrap: "anywhere" });

export const separator = style({ height: 1, margin: "6px 0", background: vars.color.border });

export const menuItem = style({
  display: "flex",
  alignItems: "center",
  width: "100%",
  minHeight: 40,
  padding: "0 10px",
  border: 0,
  borderRadius: vars.radius.sm,
  background: "transparent",
  color: vars.color.text,
  font: "inherit",
  fontSize: "0.95rem",
  textAlign: "left",
  textDecoration: "none",
  cursor: "pointer",
  outline: "none",
  selectors: { "&[data-highlighted]": { background: vars.color.brandSoft, color: vars.color.brandHover } },
});

export const mobileMenu = style({ "@media": { [media.md]: { display: "none" } } });

globalStyle(`${mobileMenu}[open] > summary`, { background: vars.color.brandSoft, color: vars.color.brandHover });

export const panel = style({
  position: "absolute",
  top: "100%",
  left: 0,
  right: 0,
  padding: vars.space.sm,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
});

globalStyle(`${panel} ${navList}`, { flexDirection: "column" });

export const panelLink = style([linkBase, { padding: `0 ${vars.space.md}`, minHeight: 48 }]);

export const noJsBar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: `${vars.space.xs} ${vars.space.md}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.brandSoft,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: "0.9rem",
  "@media": { [media.md]: { justifyContent: "flex-end", padding: `${vars.space.sm} ${vars.space.lg}` } },
});

export const noJsName = style({ color: vars.color.textMuted, marginRight: "auto" });

export const noJsLink = style({
  padding: "6px 2px",
  border: 0,
  background: "transparent",
  color: vars.color.brandHover,
  font: "inherit",
  fontWeight: 600,
  textDecoration: "underline",
  cursor: "pointer",
});
