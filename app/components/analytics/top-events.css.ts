import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const wrap = style({ overflowX: "auto", margin: `0 calc(-1 * ${vars.space.lg})`, padding: `0 ${vars.space.lg}` });

export const table = style({ width: "100%", minWidth: 720, borderCollapse: "collapse", fontSize: "0.92rem" });

export const th = style({
  textAlign: "right",
  padding: "10px 12px",
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: "0.78rem",
  fontWeight: 700,
  textTransform: "uppercase",
  letterSpacing: "0.04em",
  whiteSpace: "nowrap",
  selectors: { "&:first-child": { textAlign: "left" } },
});

export const td = style({ padding: "12px", borderBottom: `1px solid ${vars.color.border}`, textAlign: "right", whiteSpace: "nowrap" });

export const eventCell = style({
  minWidth: 200,
  padding: "12px",
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: "left",
  fontWeight: 600,
});

export const link = style({ color: vars.color.brandHover, textDecoration: "none", selectors: { "&:hover": { textDecoration: "underline" } } });
