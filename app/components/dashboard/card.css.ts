import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

// The dashboard's page grid and the card every panel sits in.

export const page = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  padding: `${vars.space.lg} 0 ${vars.space.xxl}`,
  minWidth: 0,
});

export const grid = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.lg,
  alignItems: "start",
  "@media": { [media.lg]: { gridTemplateColumns: "minmax(0, 2fr) minmax(0, 1fr)" } },
});

export const column = style({ display: "flex", flexDirection: "column", gap: vars.space.lg, minWidth: 0 });
// The main column; on wide screens it takes the left, whatever its place in the page.
export const mainColumn = style([column, { "@media": { [media.lg]: { gridColumn: 1, gridRow: 1 } } }]);
// The checklist and system status: first on phones (what to do next), the right column on wide screens.
export const asideColumn = style([column, { "@media": { [media.lg]: { gridColumn: 2, gridRow: 1 } } }]);

export const card = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
});

export const cardHeader = style({ display: "flex", alignItems: "baseline", justifyContent: "space-between", gap: vars.space.sm, flexWrap: "wrap" });
export const cardTitle = style({ margin: 0, fontSize: "1.05rem", fontWeight: 700 });
export const cardLink = style({
  color: vars.color.brand,
  fontWeight: 600,
  fontSize: "0.88rem",
  textDecoration: "none",
  selectors: { "&:hover": { textDecoration: "underline" } },
});
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.9rem" });
export const empty = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surfaceMuted,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
});
export const emptyTitle = style({ margin: 0, fontWeight: 600 });
