import { style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import { control } from "~/styles/control.css";
import * as flex from "~/styles/layout.css";

export const wrap = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, minWidth: 0 });

export const presets = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs, margin: 0, padding: 0, listStyle: "none" });

const pillBase = style({
  display: "inline-block",
  padding: "6px 12px",
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  fontSize: "0.88rem",
  fontWeight: 600,
  textDecoration: "none",
  whiteSpace: "nowrap",
});

export const pill = styleVariants({
  idle: [pillBase, { background: vars.color.surface, color: vars.color.text, selectors: { "&:hover": { background: vars.color.surfaceMuted } } }],
  active: [pillBase, { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.textInverse }],
});

export const form = style([
  flex.wrapping,
  {
    alignItems: "flex-end",
    gap: vars.space.sm,
  },
]);

export const field = style({ display: "flex", flexDirection: "column", gap: 2, fontSize: "0.8rem", fontWeight: 600, color: vars.color.textMuted });

export const input = style([control, { padding: "6px 8px", fontSize: "0.9rem", "@media": { [media.md]: { minWidth: 150 } } }]);
