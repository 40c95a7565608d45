import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import { problem } from "./dashboard.css";
import { stackedGrid } from "~/styles/stacked-grid";
import { inset } from "~/styles/surface.css";

export const card = style({ gap: vars.space.md, scrollMarginTop: `calc(${vars.size.hostBar} + ${vars.space.md})` });

export const badges = style({ display: "flex", flexWrap: "wrap", gap: 6, margin: 0 });

// Phone: one column. Wide: the preview beside publishing and availability, then trim beside chapters.
export const layout = style([
  stackedGrid(media.lg, "minmax(0, 1.15fr) minmax(0, 1fr)"),
  { gap: vars.space.lg, "@media": { [media.lg]: { alignItems: "start" } } },
]);
export const lower = style([
  stackedGrid(media.lg, "minmax(0, 1fr) minmax(0, 1.15fr)"),
  { gap: vars.space.lg, paddingTop: vars.space.md, borderTop: `1px solid ${vars.color.border}`, "@media": { [media.lg]: { alignItems: "start" } } },
]);
export const previewColumn = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, minWidth: 0 });
export const video = style({ width: "100%", aspectRatio: "16 / 9", background: "#0f172a", borderRadius: vars.radius.md, display: "block" });
export const controls = style({ display: "flex", flexDirection: "column", gap: vars.space.lg, minWidth: 0 });

export const group = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, minWidth: 0 });
export const groupHead = style({ display: "flex", alignItems: "baseline", justifyContent: "space-between", gap: vars.space.sm });
export const groupTitle = style({ margin: 0, fontSize: "0.95rem", fontWeight: 700 });
export const text = style({ margin: 0, fontSize: "0.92rem", color: vars.color.text });
export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.85rem" });
export const current = style({ margin: 0, fontSize: "0.92rem", fontWeight: 600 });
export const currentExpired = style([current, { color: "#92400e" }]);

export const link = style({ display: "flex", flexDirection: "column", gap: 4, margin: 0 });
export const code = style([
  inset,
  {
    width: "fit-content",
    maxWidth: "100%",
    padding: "4px 8px",
    borderRadius: vars.radius.sm,
    fontSize: "0.88rem",
    overflowWrap: "anywhere",
  },
]);
export const inline = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const form = style({ display: "flex", flexDirection: "column", alignItems: "flex-start", gap: vars.space.sm });
export const fields = style([stackedGrid(media.md, "repeat(2, minmax(0, 1fr))"), { gap: vars.space.sm, width: "100%" }]);
export const zone = style({ fontWeight: 400, color: vars.color.textMuted });
export const select = style({ appearance: "auto" });
export const clockFields = style({ display: "grid", gap: vars.space.sm, gridTemplateColumns: "repeat(2, minmax(0, 9rem))" });
export const clock = style({ fontVariantNumeric: "tabular-nums" });

export const chapters = style({ display: "flex", flexDirection: "column", margin: 0, padding: 0, listStyle: "none" });
export const chapter = style({
  display: "grid",
  gridTemplateColumns: "4.5rem minmax(0, 1fr) auto",
  alignItems: "center",
  gap: vars.space.sm,
  padding: "6px 0",
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { "&:first-child": { borderTop: "none" } },
});
export const chapterAt = style({ fontVariantNumeric: "tabular-nums", fontWeight: 600, color: vars.color.brandHover, fontSize: "0.9rem" });
export const chapterTitle = style({ fontSize: "0.92rem", overflowWrap: "anywhere" });
export const remove = style({ minHeight: 36, padding: "0 10px", fontSize: "0.85rem", color: vars.color.danger });

// Phone: time and title side by side, the button under them; wide: one row.
export const chapterForm = style({
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "7rem minmax(0, 1fr)",
  alignItems: "start",
  paddingTop: vars.space.sm,
  "@media": { [media.md]: { gridTemplateColumns: "7rem minmax(0, 1fr) auto" } },
});
export const titleField = style({ minWidth: 0 });
export const addButton = style({
  gridColumn: "1 / -1",
  width: "fit-content",
  "@media": { [media.md]: { gridColumn: "auto", marginTop: 26, minHeight: 44 } },
});

export const rowErrors = style({ gridColumn: "1 / -1", display: "flex", flexDirection: "column", gap: 2 });

export const alert = style([problem, { fontWeight: 500 }]);
export const notice = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.successSoft,
  color: vars.color.success,
  fontSize: "0.9rem",
});
