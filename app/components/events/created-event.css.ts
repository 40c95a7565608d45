import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import * as flex from "~/styles/layout.css";
import { outlined } from "~/styles/surface.css";
import { stackedGrid } from "~/styles/stacked-grid";

export const wrapper = style({ display: "flex", flexDirection: "column", gap: vars.space.lg, minWidth: 0 });

export const hero = style([
  flex.row,
  {
    gap: vars.space.md,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    background: vars.color.successSoft,
    border: "1px solid #a7f3d0",
  },
]);

export const check = style([
  flex.centred,
  {
    flexShrink: 0,
    width: 40,
    height: 40,
    borderRadius: vars.radius.full,
    background: vars.color.success,
    color: vars.color.textInverse,
    fontWeight: 700,
    fontSize: "1.2rem",
  },
]);

export const heroText = style({ margin: 0, overflowWrap: "anywhere" });
export const heroMeta = style({ margin: "2px 0 0", color: vars.color.textMuted, fontSize: "0.9rem" });

export const cards = style([
  stackedGrid("screen and (min-width: 560px)", "repeat(2, minmax(0, 1fr))"),
  { gap: vars.space.md, listStyle: "none", margin: 0, padding: 0 },
]);

export const card = style([flex.column, outlined, { gap: 6, padding: vars.space.md, borderRadius: vars.radius.md }]);

export const cardIcon = style([
  flex.centred,
  {
    width: 36,
    height: 36,
    borderRadius: vars.radius.sm,
    background: vars.color.brandSoft,
    color: vars.color.brand,
  },
]);
export const cardTitle = style({ fontSize: "1rem" });
export const cardText = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.88rem", flex: 1 });
export const cardAction = style({ alignSelf: "flex-start", minHeight: 38, marginTop: 4, fontSize: "0.88rem" });

export const section = style({ display: "flex", flexDirection: "column", gap: vars.space.sm });
export const sectionTitle = style({ fontSize: "1.05rem" });
export const sectionText = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.9rem" });

export const reminderForm = style({ display: "flex", flexDirection: "column", gap: vars.space.md });

export const reminderTable = style([
  outlined,
  {
    width: "100%",
    borderCollapse: "collapse",
    fontSize: "0.9rem",
    borderRadius: vars.radius.md,
  },
]);

globalStyle(`${reminderTable} th, ${reminderTable} td`, {
  padding: "8px 12px",
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: "left",
});
globalStyle(`${reminderTable} thead th`, {
  background: vars.color.surfaceMuted,
  fontSize: "0.78rem",
  textTransform: "uppercase",
  letterSpacing: "0.04em",
  color: vars.color.textMuted,
});
globalStyle(`${reminderTable} tbody th`, { fontWeight: 500 });
globalStyle(`${reminderTable} td, ${reminderTable} thead th:not(:first-child)`, { textAlign: "center", width: 72 });

export const checkbox = style({ width: 20, height: 20, accentColor: vars.color.brand, cursor: "pointer" });

export const savedNote = style({
  margin: 0,
  padding: "10px 14px",
  borderRadius: vars.radius.sm,
  background: vars.color.successSoft,
  color: vars.color.success,
  fontSize: "0.9rem",
});

export const steps = style({ margin: 0, paddingLeft: "1.3rem", display: "flex", flexDirection: "column", gap: 6, fontSize: "0.92rem" });

export const actions = style({
  display: "flex",
  flexDirection: "column-reverse",
  gap: vars.space.sm,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  "@media": { [media.md]: { flexDirection: "row", justifyContent: "flex-end" } },
});
