import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import * as flex from "~/styles/layout.css";
import { outlined, raised, dashed } from "~/styles/surface.css";
import { grid as statGrid } from "~/components/ui/stat.css";
import { compactControl } from "~/components/ui/field.css";

export const page = style([
  flex.column,
  {
    gap: vars.space.lg,
    maxWidth: vars.size.content,
    margin: "0 auto",
    width: "100%",
    minWidth: 0,
  },
]);

/** The create, edit and delete pages: one column of form. */
export const pageNarrow = style([page, { maxWidth: 820 }]);

export const header = style([
  flex.wrapping,
  {
    alignItems: "flex-end",
    justifyContent: "space-between",
    gap: vars.space.md,
  },
]);

export const title = style({ fontSize: "1.75rem", fontWeight: 700 });

export const subtitle = style({ margin: "4px 0 0", color: vars.color.textMuted });

export const backLink = style({ fontSize: "0.9rem", fontWeight: 500, textDecoration: "none" });

export const stats = style([statGrid, { listStyle: "none", padding: 0 }]);

export const stat = style([
  raised,
  {
    display: "grid",
    gridTemplateColumns: "auto 1fr",
    gridTemplateAreas: `"icon label" "value value"`,
    alignItems: "center",
    columnGap: vars.space.sm,
    rowGap: 6,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    minWidth: 0,
  },
]);

export const statIcon = style([
  flex.centred,
  {
    gridArea: "icon",
    width: 32,
    height: 32,
    borderRadius: vars.radius.sm,
    background: vars.color.brandSoft,
    color: vars.color.brand,
  },
]);
export const statLabel = style({ gridArea: "label", color: vars.color.textMuted, fontSize: "0.85rem", fontWeight: 500 });
export const statValue = style({ gridArea: "value", fontSize: "1.6rem", fontWeight: 700, overflowWrap: "anywhere" });

export const toolbar = style([
  flex.wrappingRow,
  {
    justifyContent: "space-between",
    gap: vars.space.sm,
  },
]);

export const filters = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, flex: "1 1 320px", minWidth: 0 });

export const searchLabel = style({ position: "relative", flex: "1 1 200px", minWidth: 0 });

export const searchIcon = style({
  position: "absolute",
  left: 12,
  top: "50%",
  transform: "translateY(-50%)",
  display: "flex",
  color: vars.color.textMuted,
  pointerEvents: "none",
});

export const searchInput = style([compactControl, { width: "100%", padding: "0 12px 0 36px" }]);

export const statusLabel = style({ flex: "0 0 auto" });

export const select = style([compactControl, { padding: "0 10px", minWidth: 150 }]);

export const applyButton = style([compactControl, { padding: "0 16px", fontWeight: 600, cursor: "pointer", background: vars.color.surfaceMuted }]);

export const viewToggle = style([outlined, { display: "inline-flex", padding: 4, gap: 4, borderRadius: vars.radius.md }]);

export const viewLink = style([
  flex.inlineRow,
  {
    minHeight: 36,
    padding: "0 14px",
    borderRadius: vars.radius.sm,
    color: vars.color.textMuted,
    fontWeight: 600,
    fontSize: "0.9rem",
    textDecoration: "none",
    selectors: {
      "&[aria-current='true']": { background: vars.color.brand, color: vars.color.textInverse },
      "&:hover:not([aria-current='true'])": { background: vars.color.surfaceMuted, color: vars.color.text },
    },
  },
]);

export const resultCount = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.9rem" });

export const cardGrid = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(260px, 1fr))",
  listStyle: "none",
  margin: 0,
  padding: 0,
});

export const cardItem = style({ display: "flex", minWidth: 0 });
globalStyle(`${cardItem} > *`, { flex: 1 });

export const list = style([
  flex.column,
  {
    listStyle: "none",
    margin: 0,
    padding: 0,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    overflow: "visible",
    background: vars.color.border,
    gap: 1,
  },
]);

export const listItem = style({});
globalStyle(`${listItem}:first-child > *`, { borderTopLeftRadius: vars.radius.md, borderTopRightRadius: vars.radius.md });
globalStyle(`${listItem}:last-child > *`, { borderBottomLeftRadius: vars.radius.md, borderBottomRightRadius: vars.radius.md });

export const empty = style([
  flex.column,
  dashed,
  {
    alignItems: "center",
    gap: vars.space.sm,
    padding: `${vars.space.xxl} ${vars.space.lg}`,
    borderRadius: vars.radius.lg,
    background: vars.color.surface,
    textAlign: "center",
  },
]);

export const emptyIcon = style([
  flex.centred,
  {
    width: 56,
    height: 56,
    borderRadius: vars.radius.full,
    background: vars.color.brandSoft,
    color: vars.color.brand,
  },
]);
export const emptyTitle = style({ fontSize: "1.2rem" });
export const emptyText = style({ margin: 0, color: vars.color.textMuted, maxWidth: 420 });
export const emptyActions = style({ marginTop: vars.space.sm, display: "flex", gap: vars.space.sm, flexWrap: "wrap", justifyContent: "center" });

export const panel = style([
  raised,
  {
    padding: vars.space.md,
    borderRadius: vars.radius.lg,
    minWidth: 0,
    "@media": { [media.md]: { padding: vars.space.lg } },
  },
]);

export const panelNarrow = style([panel, { width: "100%" }]);

export const inlineCreateTitle = style({ fontSize: "1.25rem", marginBottom: vars.space.md });

export const flash = style({
  margin: 0,
  padding: "12px 16px",
  borderRadius: vars.radius.sm,
  border: "1px solid #a7f3d0",
  background: vars.color.successSoft,
  color: "#065f46",
  fontSize: "0.95rem",
});

export const flashError = style([flash, { borderColor: "#fecaca", background: vars.color.dangerSoft, color: vars.color.danger }]);

export const confirmActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, marginTop: vars.space.lg });
