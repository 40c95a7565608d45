import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { inset } from "~/styles/surface.css";
import { card } from "../tab-panel.css";

export const openCard = style([card, { borderColor: "#a5b4fc", boxShadow: `0 0 0 3px ${vars.color.brandSoft}` }]);

export const subtitle = style({ margin: 0, fontSize: "1rem", fontWeight: 700 });
export const empty = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.92rem" });

export const list = style({ display: "grid", gap: 12, margin: 0, padding: 0, listStyle: "none" });
export const item = style([
  inset,
  {
    display: "grid",
    gap: 10,
    padding: 16,
    borderRadius: vars.radius.md,
    minWidth: 0,
    scrollMarginTop: 16,
  },
]);
export const question = style({ margin: 0, fontSize: "1.05rem", fontWeight: 700, overflowWrap: "anywhere" });
export const options = style({ margin: 0, paddingLeft: 20, color: vars.color.text, fontSize: "0.92rem", display: "grid", gap: 2 });

export const tags = style({ display: "flex", flexWrap: "wrap", gap: 6, margin: 0 });
const tagBase = { padding: "3px 9px", borderRadius: vars.radius.full, fontSize: "0.78rem", fontWeight: 700, lineHeight: 1.4 } as const;
export const tag = styleVariants({
  plain: { ...tagBase, background: vars.color.surface, border: `1px solid ${vars.color.border}`, color: vars.color.textMuted },
  live: { ...tagBase, background: vars.color.successSoft, border: "1px solid #a7f3d0", color: vars.color.success },
});

export const actions = style({ display: "flex", flexWrap: "wrap", gap: 8, alignItems: "center" });
export const inline = style({ margin: 0, display: "inline" });
export const voters = style({ margin: 0, fontSize: "0.9rem", color: vars.color.textMuted, fontVariantNumeric: "tabular-nums" });

export const form = style({ display: "grid", gap: 14, margin: 0 });
export const field = style({ display: "grid", gap: 6 });
export const label = style({ fontWeight: 600, fontSize: "0.92rem" });
export const input = style({
  minHeight: 44,
  padding: "8px 12px",
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  font: "inherit",
  background: vars.color.surface,
  color: vars.color.text,
  minWidth: 0,
  width: "100%",
  boxSizing: "border-box",
  selectors: {
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
    "&[aria-invalid='true']": { borderColor: vars.color.danger },
  },
});
export const grow = style({ display: "grid", flex: 1, minWidth: 0 });
export const optionRow = style({ display: "flex", gap: 8, alignItems: "center" });
export const fieldset = style({ display: "grid", gap: 8, margin: 0, padding: 0, border: 0, minWidth: 0 });
export const legend = style({ fontWeight: 600, fontSize: "0.92rem", marginBottom: 6, padding: 0 });
export const check = style({ display: "flex", gap: 10, alignItems: "flex-start", fontSize: "0.92rem", cursor: "pointer" });
export const checkInput = style({ width: 18, height: 18, margin: "2px 0 0", flex: "none", accentColor: vars.color.brand });
export const error = style({ margin: 0, color: vars.color.danger, fontSize: "0.85rem", fontWeight: 600 });
export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.85rem" });

export const offText = style({ margin: 0 });

export const offNotice = style({ display: "grid", gap: vars.space.sm, justifyItems: "start" });
