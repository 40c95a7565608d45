import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import * as flex from "~/styles/layout.css";

export const grid = style({
  display: "grid",
  gap: 16,
  gridTemplateColumns: "1fr",
  "@media": { [media.md]: { gridTemplateColumns: "1fr 1fr" } },
});

export const wide = style({ gridColumn: "1 / -1" });

export const group = style([
  flex.column,
  {
    margin: 0,
    padding: 16,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    gap: 12,
    minWidth: 0,
  },
]);

export const legend = style({ padding: "0 6px", fontWeight: 700, fontSize: "0.92rem" });

export const groupHint = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.85rem" });

export const radio = style({ display: "flex", alignItems: "flex-start", gap: 10, fontSize: "0.92rem", cursor: "pointer" });

export const radioDisabled = style([radio, { cursor: "not-allowed", color: vars.color.textMuted }]);

export const radioInput = style({ width: 18, height: 18, marginTop: 2, accentColor: vars.color.brand, flex: "none" });

export const radioText = style({ display: "flex", flexDirection: "column", gap: 2 });

export const radioHint = style({ fontSize: "0.8rem", color: vars.color.textMuted, fontWeight: 400 });

export const actions = style({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "flex-end", gap: 12 });

export const head = style({ display: "flex", flexWrap: "wrap", alignItems: "baseline", justifyContent: "space-between", gap: 8 });

export const title = style({ margin: 0, fontSize: "1.1rem", fontWeight: 800 });

export const cancel = style({ color: vars.color.textMuted, fontWeight: 600, fontSize: "0.9rem" });
