import { style } from "@vanilla-extract/css";
import { twoLines } from "~/styles/text.css";
import { media, vars } from "~/styles/theme.css";
import { darkPanel } from "./room-look.css";
import { stackedGrid } from "~/styles/stacked-grid";

export const section = style({
  display: "grid",
  gap: 12,
  minWidth: 0,
  padding: 16,
  ...darkPanel,
  color: "#e2e8f0",
  "@media": { [media.md]: { padding: 20 } },
});

export const head = style({ display: "flex", alignItems: "baseline", justifyContent: "space-between", gap: 12 });

export const title = style({ margin: 0, fontSize: "1.05rem", fontWeight: 700, color: "#f8fafc" });

export const count = style({ color: "#94a3b8", fontSize: "0.85rem" });

export const list = style([stackedGrid(media.md, "repeat(auto-fill, minmax(280px, 1fr))"), { listStyle: "none", margin: 0, padding: 0, gap: 8 }]);

export const link = style({
  display: "grid",
  gridTemplateColumns: "40px minmax(0, 1fr) auto",
  alignItems: "center",
  gap: 12,
  // Rows of a wide grid line up: each card fills its row's height.
  height: "100%",
  minHeight: 56,
  padding: "8px 12px 8px 8px",
  borderRadius: vars.radius.md,
  border: "1px solid #1e293b",
  background: "#111c33",
  color: "inherit",
  textDecoration: "none",
  transition: "background 120ms, border-color 120ms",
  selectors: { "&:hover": { background: "#16233f", borderColor: "#334155" } },
  ":focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});

export const text = style({ display: "grid", gap: 2, minWidth: 0 });

/** Up to two lines: a long title stays readable without stretching the row. */
export const name = style([
  twoLines,
  {
    fontWeight: 600,
    color: "#f8fafc",
    lineHeight: 1.3,
  },
]);

export const meta = style({ color: "#94a3b8", fontSize: "0.8rem", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" });

export const action = style({ display: "inline-flex", color: "#a5b4fc" });
