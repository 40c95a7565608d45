import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import * as flex from "~/styles/layout.css";
import { plainSummary } from "~/styles/disclosure.css";
import { stackedGrid } from "~/styles/stacked-grid";
import { dashed } from "~/styles/surface.css";

export const intro = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.9rem", maxWidth: "70ch" });
export const replayNote = style({
  margin: 0,
  padding: "8px 12px",
  borderRadius: vars.radius.sm,
  background: vars.color.brandSoft,
  fontSize: "0.88rem",
});
export const saved = style({
  margin: 0,
  padding: "8px 12px",
  borderRadius: vars.radius.sm,
  background: vars.color.successSoft,
  color: vars.color.success,
  fontSize: "0.9rem",
});

export const list = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, margin: 0, padding: 0, listStyle: "none" });
export const item = style([
  flex.column,
  {
    gap: vars.space.sm,
    padding: vars.space.md,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    minWidth: 0,
  },
]);
export const itemHead = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-start", justifyContent: "space-between", gap: vars.space.sm });
export const itemText = style({ display: "flex", flexDirection: "column", gap: 4, minWidth: 0, flex: "1 1 260px" });
export const itemMeta = style([
  flex.wrappingRow,
  {
    gap: "4px 8px",
    fontSize: "0.85rem",
    color: vars.color.textMuted,
  },
]);
export const audience = style({ fontWeight: 700, color: vars.color.text });
export const subject = style({ margin: 0, fontWeight: 600, overflowWrap: "anywhere" });
export const detail = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.85rem" });
export const buyers = style({ fontSize: "0.8rem", color: vars.color.textMuted });
export const itemActions = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm });
export const inlineForm = style({ display: "contents" });

export const editor = style({ display: "flex", flexDirection: "column", gap: vars.space.sm });
export const editorSummary = style([plainSummary, { alignSelf: "flex-start", color: vars.color.brand, fontWeight: 600, fontSize: "0.9rem" }]);

export const form = style([stackedGrid(media.md, "repeat(2, minmax(0, 1fr))"), { gap: vars.space.md, paddingTop: vars.space.sm }]);
export const wide = style({ "@media": { [media.md]: { gridColumn: "1 / -1" } } });
export const textarea = style({ minHeight: 110, resize: "vertical", lineHeight: 1.45 });
export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.8rem" });
export const checks = style({ display: "flex", flexDirection: "column", gap: vars.space.sm });
export const formActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });
export const addBox = style([dashed, { padding: vars.space.md, borderRadius: vars.radius.md }]);
// Open, the Delete confirmation takes a row of its own under the row's buttons.
export const confirm = style({
  minWidth: 0,
  selectors: {
    "&[open]": { flexBasis: "100%", display: "flex", flexWrap: "wrap", justifyContent: "flex-end" },
    "&[open]::details-content": { flexBasis: "100%" },
  },
});
