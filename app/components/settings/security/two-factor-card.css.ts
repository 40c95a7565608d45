import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import * as flex from "~/styles/layout.css";
import { dashedMuted } from "~/styles/surface.css";

export const titleRow = style({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: vars.space.sm });

const statusBase = style({ padding: "2px 10px", borderRadius: vars.radius.full, fontSize: "0.8rem", fontWeight: 700 });
export const status = styleVariants({
  on: [statusBase, { background: vars.color.successSoft, color: vars.color.success }],
  off: [statusBase, { background: vars.color.surfaceMuted, color: vars.color.textMuted, border: `1px solid ${vars.color.border}` }],
});

export const setup = style({
  display: "grid",
  gap: vars.space.lg,
  alignItems: "start",
  "@media": { [media.md]: { gridTemplateColumns: "auto minmax(0, 1fr)" } },
});

export const qr = style({
  width: 192,
  height: 192,
  padding: vars.space.sm,
  justifySelf: "center",
  background: "#ffffff",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
globalStyle(`${qr} svg`, { display: "block", width: "100%", height: "100%" });

export const steps = style({ display: "flex", flexDirection: "column", gap: vars.space.md, minWidth: 0 });
export const step = style({ margin: 0, fontSize: "0.92rem" });

export const secretGroups = style([
  flex.wrapping,
  {
    gap: "4px 10px",
    fontFamily: vars.font.mono,
    fontSize: "0.95rem",
    letterSpacing: "0.04em",
    userSelect: "all",
  },
]);

export const codes = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(190px, 1fr))",
  gap: `${vars.space.sm} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: "none",
  fontFamily: vars.font.mono,
  fontSize: "0.95rem",
});

export const codesBox = style([flex.column, dashedMuted, { gap: vars.space.md, padding: vars.space.md, borderRadius: vars.radius.sm }]);

export const facts = style({ display: "flex", flexDirection: "column", gap: 2, margin: 0, padding: 0, listStyle: "none", fontSize: "0.92rem" });
export const warning = style({ color: vars.color.danger, fontWeight: 600 });

export const subsection = style([
  flex.column,
  {
    gap: vars.space.sm,
    paddingTop: vars.space.md,
    borderTop: `1px solid ${vars.color.border}`,
  },
]);
export const subTitle = style({ margin: 0, fontSize: "1rem" });

export const codeForm = style({ display: "flex", flexDirection: "column", alignItems: "flex-start", gap: vars.space.sm, maxWidth: 360 });
export const codeField = style({ alignSelf: "stretch" });
