import { style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import { compactCard } from "../tab-panel.css";

export const card = style({ ...compactCard, gap: vars.space.md });
export const wide = style({ gridColumn: "1 / -1" });

export const head = style({ display: "flex", alignItems: "flex-start", gap: 12 });
const badgeBase = style({ display: "grid", placeItems: "center", width: 40, height: 40, flexShrink: 0, borderRadius: vars.radius.sm });
export const badge = styleVariants({
  countdown: [badgeBase, { background: "#eef2ff", color: "#4338ca" }],
  alert: [badgeBase, { background: "#fff7ed", color: "#c2410c" }],
  progressbar: [badgeBase, { background: "#ecfdf5", color: "#047857" }],
  "gif-sound": [badgeBase, { background: "#fdf2f8", color: "#be185d" }],
  active: [badgeBase, { background: "#fef2f2", color: "#b91c1c" }],
  presets: [badgeBase, { background: "#f1f5f9", color: "#334155" }],
});
export const headText = style({ display: "flex", flexDirection: "column", gap: 2, minWidth: 0, flex: 1 });
export const title = style({ margin: 0, fontSize: "1.05rem", fontWeight: 700 });
export const lede = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.88rem" });

export const form = style({ display: "flex", flexDirection: "column", gap: 14, minWidth: 0 });
export const subTitle = style({ margin: 0, fontSize: "0.95rem", fontWeight: 700 });
export const row = style({ display: "grid", gap: 12, gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 140px), 1fr))" });
export const row3 = style({
  display: "grid",
  gap: 10,
  gridTemplateColumns: "repeat(3, minmax(0, 1fr))",
  border: 0,
  padding: 0,
  margin: 0,
  minWidth: 0,
});
export const colours = style({ display: "grid", gap: 10, gridTemplateColumns: "repeat(auto-fit, minmax(96px, 1fr))" });
export const actions = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm });
export const submit = style({ flex: "1 1 auto", "@media": { [media.md]: { flex: "0 0 auto" } } });

export const alert = style({
  margin: 0,
  padding: "10px 14px",
  borderRadius: vars.radius.sm,
  border: "1px solid #fecaca",
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontSize: "0.9rem",
});
export const notice = style([alert, { borderColor: "#a7f3d0", background: vars.color.successSoft, color: "#065f46" }]);
export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.82rem" });
export const divider = style({ border: 0, borderTop: `1px solid ${vars.color.border}`, margin: 0 });
export const choices = style([form, { gap: 6, border: 0, padding: 0, margin: 0, minWidth: 0 }]);
