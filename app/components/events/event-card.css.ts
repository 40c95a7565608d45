import { globalStyle, keyframes, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import * as flex from "~/styles/layout.css";
import { raised } from "~/styles/surface.css";

const pulseRing = keyframes({
  "0%": { boxShadow: "0 0 0 0 rgba(220, 38, 38, 0.55)" },
  "70%": { boxShadow: "0 0 0 8px rgba(220, 38, 38, 0)" },
  "100%": { boxShadow: "0 0 0 0 rgba(220, 38, 38, 0)" },
});

export const pulse = style({
  display: "inline-block",
  width: 8,
  height: 8,
  borderRadius: vars.radius.full,
  background: "#dc2626",
  animation: `${pulseRing} 1.6s ease-out infinite`,
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
});

export const card = style([
  flex.column,
  raised,
  {
    minWidth: 0,
    borderRadius: vars.radius.lg,
    transition: "box-shadow 150ms",
    selectors: { "&:hover": { boxShadow: vars.shadow.md } },
  },
]);

export const cover = style([
  flex.centred,
  {
    position: "relative",
    height: 128,
    borderRadius: `calc(${vars.radius.lg} - 1px) calc(${vars.radius.lg} - 1px) 0 0`,
    overflow: "hidden",
  },
]);

export const liveFlag = style([
  flex.inlineRow,
  {
    position: "absolute",
    top: 10,
    left: 10,
    gap: 6,
    padding: "3px 10px",
    borderRadius: vars.radius.full,
    background: "rgba(15, 23, 42, 0.78)",
    color: vars.color.textInverse,
    fontSize: "0.78rem",
    fontWeight: 600,
  },
]);

export const body = style({ display: "flex", flexDirection: "column", gap: 6, padding: vars.space.md, flex: 1 });

export const topRow = style([
  flex.row,
  {
    justifyContent: "space-between",
    gap: vars.space.sm,
    marginTop: -6,
    marginRight: -8,
  },
]);

export const title = style({ fontSize: "1.05rem", overflowWrap: "anywhere" });

export const titleLink = style({ color: vars.color.text, textDecoration: "none", selectors: { "&:hover": { color: vars.color.brand } } });

export const category = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.85rem", fontWeight: 500 });

export const details = style([
  flex.column,
  {
    gap: 4,
    margin: "4px 0 8px",
    fontSize: "0.88rem",
    color: vars.color.textMuted,
    flex: 1,
  },
]);
globalStyle(`${details} dd`, { display: "flex", alignItems: "center", gap: 6, margin: 0 });

export const cardAction = style({ width: "100%", minHeight: 40 });

export const compactAction = style({ minHeight: 36, padding: "0 14px", fontSize: "0.88rem" });

export const row = style({
  display: "grid",
  gridTemplateColumns: "44px minmax(0, 1fr) auto",
  gridTemplateAreas: `"cover main main" "cover status actions"`,
  alignItems: "center",
  columnGap: vars.space.md,
  rowGap: 8,
  padding: `12px ${vars.space.md}`,
  background: vars.color.surface,
  "@media": {
    [media.md]: {
      gridTemplateColumns: "44px minmax(0, 1fr) 120px auto",
      gridTemplateAreas: `"cover main status actions"`,
      rowGap: 4,
    },
  },
});

export const rowCover = style([
  flex.centred,
  {
    gridArea: "cover",
    alignSelf: "start",
    "@media": { [media.md]: { alignSelf: "center" } },
    width: 44,
    height: 44,
    overflow: "hidden",
    borderRadius: vars.radius.sm,
    background: vars.color.brandSoft,
  },
]);

export const rowMain = style({ gridArea: "main", minWidth: 0 });

export const rowTitle = style({
  fontSize: "0.98rem",
  overflowWrap: "anywhere",
  "@media": { [media.md]: { overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" } },
});

export const rowMeta = style({ margin: "2px 0 0", color: vars.color.textMuted, fontSize: "0.84rem" });

export const rowStatus = style({ gridArea: "status", "@media": { [media.md]: { alignSelf: "center" } } });

export const rowActions = style({ gridArea: "actions", display: "flex", alignItems: "center", gap: 4 });
