import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";

export const page = style({ maxWidth: 1000, margin: "0 auto", paddingBottom: vars.space.xl });

export const header = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  justifyContent: "space-between",
  gap: vars.space.sm,
  marginBottom: vars.space.lg,
});

export const title = style({ fontSize: "1.75rem" });

export const who = style({ display: "flex", alignItems: "center", gap: vars.space.sm, margin: 0, fontWeight: 600 });

export const role = style({
  padding: "2px 10px",
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandHover,
  fontSize: "0.8rem",
  fontWeight: 700,
});

export const layout = style({
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "minmax(0, 1fr)",
  alignItems: "start",
  "@media": { [media.md]: { gridTemplateColumns: "220px minmax(0, 1fr)" } },
});

export const tabList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: "none",
  "@media": { [media.md]: { flexDirection: "column" } },
});

export const tab = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontWeight: 500,
  textDecoration: "none",
  whiteSpace: "nowrap",
  "@media": { [media.md]: { borderColor: "transparent", background: "transparent" } },
  selectors: {
    "&:hover": { color: vars.color.text, background: vars.color.surface },
    "&[aria-current='page']": { color: vars.color.brandHover, background: vars.color.brandSoft, borderColor: vars.color.brandSoft, fontWeight: 600 },
  },
});

export const badge = style({
  padding: "1px 8px",
  borderRadius: vars.radius.full,
  background: vars.color.successSoft,
  color: vars.color.success,
  fontSize: "0.75rem",
  fontWeight: 700,
});

export const panel = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  "@media": { [media.md]: { padding: vars.space.xl } },
});

export const soonBadge = style({
  padding: "4px 10px",
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandHover,
  fontSize: "0.75rem",
  fontWeight: 700,
  letterSpacing: "0.06em",
  textTransform: "uppercase",
});

export const panelTitle = style({ fontSize: "1.35rem" });

export const panelText = style({ margin: 0, color: vars.color.textMuted });

export const more = style({
  display: "inline-flex",
  alignItems: "center",
  gap: 6,
  minHeight: 44,
  fontWeight: 600,
  textDecoration: "none",
  selectors: { "&:hover": { textDecoration: "underline" } },
});
