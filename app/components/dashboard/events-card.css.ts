import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const list = style({ display: "flex", flexDirection: "column", margin: 0, padding: 0, listStyle: "none" });
export const item = style({ borderTop: `1px solid ${vars.color.border}`, selectors: { "&:first-child": { borderTop: "none" } } });
export const link = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) auto",
  gap: "4px 12px",
  alignItems: "center",
  padding: `${vars.space.sm} ${vars.space.xs}`,
  color: vars.color.text,
  textDecoration: "none",
  borderRadius: vars.radius.sm,
  selectors: { "&:hover": { background: vars.color.surfaceMuted } },
});
export const title = style({ fontWeight: 600, overflowWrap: "anywhere" });
export const meta = style({ gridColumn: "1 / -1", color: vars.color.textMuted, fontSize: "0.85rem" });
/** The status pill's place in the row: at the end, its word capitalised. */
export const badge = style({ justifySelf: "end", fontWeight: 600, textTransform: "capitalize" });
