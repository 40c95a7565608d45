import { style } from "@vanilla-extract/css";
import { tile } from "~/components/ui/tile.css";
import { vars } from "~/styles/theme.css";
import * as flex from "~/styles/layout.css";

export const dot = style({ width: 7, height: 7, borderRadius: vars.radius.full, background: "currentColor", flexShrink: 0 });

export const card = style({ ...tile, gap: vars.space.sm });

export const title = style({ fontSize: "1.05rem", fontWeight: 700 });
export const list = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, margin: 0 });
export const row = style({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: vars.space.sm });
export const term = style({ color: vars.color.textMuted, fontSize: "0.92rem" });
export const value = style({ margin: 0 });
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.88rem" });
export const facts = style({ display: "flex", flexDirection: "column", gap: vars.space.md, margin: 0 });
export const fact = style([
  flex.column,
  {
    gap: 4,
    paddingBottom: vars.space.md,
    borderBottom: `1px solid ${vars.color.border}`,
  },
]);
export const factLabel = style({ fontWeight: 600 });
