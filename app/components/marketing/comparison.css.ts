import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { sidewaysScroll } from "~/styles/layout.css";
import { raised } from "~/styles/surface.css";

export const scroller = style([
  sidewaysScroll,
  raised,
  {
    maxWidth: vars.size.content,
    margin: "0 auto",
    borderRadius: vars.radius.lg,
  },
]);

export const table = style({ width: "100%", minWidth: 640, borderCollapse: "collapse", fontSize: "0.95rem" });

export const caption = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  textAlign: "left",
  fontWeight: 700,
  fontSize: "1.05rem",
  borderBottom: `1px solid ${vars.color.border}`,
});

export const note = style({ display: "block", marginTop: 4, color: vars.color.textMuted, fontWeight: 400, fontSize: "0.85rem" });

const cellBase = style({ padding: "14px 16px", borderBottom: `1px solid ${vars.color.border}`, textAlign: "center", verticalAlign: "middle" });

export const featureHead = style([cellBase, { textAlign: "left", color: vars.color.textMuted, fontSize: "0.85rem", fontWeight: 700 }]);

export const head = style([cellBase, { fontWeight: 700, width: "14%" }]);

export const ours = style([head, { background: vars.color.brandSoft, color: "#3730a3" }]);

export const feature = style([cellBase, { textAlign: "left", fontWeight: 500 }]);

export const cell = cellBase;

export const oursCell = style([cellBase, { background: "#f5f7ff", fontWeight: 700 }]);

export const yes = style({
  display: "inline-grid",
  placeItems: "center",
  width: 26,
  height: 26,
  borderRadius: "50%",
  background: vars.color.successSoft,
  color: vars.color.success,
  fontWeight: 800,
});

export const varies = style({ color: vars.color.textMuted, fontSize: "0.85rem" });

export const text = style({ fontSize: "0.9rem" });
