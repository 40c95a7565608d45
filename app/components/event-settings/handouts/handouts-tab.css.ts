import { style } from "@vanilla-extract/css";
import { twoLines } from "~/styles/text.css";
import { media, vars } from "~/styles/theme.css";
import { stackedGrid } from "~/styles/stacked-grid";
import { dashed } from "~/styles/surface.css";

export const titleRow = style({ display: "flex", alignItems: "baseline", justifyContent: "space-between", gap: 12, flexWrap: "wrap" });

export const subtitle = style({ margin: 0, fontSize: "1.05rem", fontWeight: 700 });

export const count = style({ color: vars.color.textMuted, fontSize: "0.88rem", fontWeight: 600 });

export const empty = style([
  dashed,
  {
    margin: 0,
    padding: "20px 16px",
    borderRadius: vars.radius.md,
    color: vars.color.textMuted,
    textAlign: "center",
    fontSize: "0.92rem",
  },
]);

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column", gap: 10 });

export const item = style({
  display: "grid",
  gridTemplateColumns: "40px minmax(0, 1fr)",
  gap: "10px 12px",
  alignItems: "center",
  padding: 12,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  scrollMarginTop: 80,
  "@media": { [media.md]: { gridTemplateColumns: "40px minmax(0, 1fr) auto" } },
});

export const text = style({ display: "flex", flexDirection: "column", gap: 2, minWidth: 0 });

export const name = style([
  twoLines,
  {
    fontWeight: 700,
    color: vars.color.text,
    textDecoration: "none",
    lineHeight: 1.3,
    selectors: { "&:hover": { textDecoration: "underline" } },
    ":focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
]);

export const meta = style({ color: vars.color.textMuted, fontSize: "0.85rem", overflowWrap: "anywhere" });

export const stats = style({ color: vars.color.text, fontSize: "0.85rem", fontWeight: 600 });

/** Remove sits at the row's end; opened, it and its question take the whole row, under the handout. */
export const remove = style({
  gridColumn: "1 / -1",
  justifySelf: "start",
  "@media": { [media.md]: { gridColumn: "auto", justifySelf: "end" } },
  selectors: { "&[open]": { gridColumn: "1 / -1", justifySelf: "stretch" } },
});

export const small = style({ minHeight: 36, padding: "0 14px", fontSize: "0.88rem", alignSelf: "flex-start" });

export const form = style({ display: "flex", flexDirection: "column", gap: 14 });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.85rem" });

export const forms = style([stackedGrid(media.lg, "minmax(0, 1fr) minmax(0, 1fr)"), { gap: vars.space.lg }]);
