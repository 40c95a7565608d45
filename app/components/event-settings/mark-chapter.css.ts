import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import { stackedGrid } from "~/styles/stacked-grid";
import { raised } from "~/styles/surface.css";

export const bar = style([
  raised,
  stackedGrid(media.md, "minmax(0, 1fr) minmax(0, 1.3fr)"),
  {
    gap: vars.space.sm,
    padding: `${vars.space.md}`,
    borderLeft: `4px solid ${vars.color.danger}`,
    borderRadius: vars.radius.md,
    scrollMarginTop: `calc(${vars.size.hostBar} + ${vars.space.md})`,
    "@media": { [media.md]: { alignItems: "center" } },
  },
]);
export const text = style({ display: "flex", flexDirection: "column", gap: 2, minWidth: 0 });
export const title = style({ display: "flex", alignItems: "center", gap: 8, margin: 0, fontSize: "0.98rem", fontWeight: 700 });
export const dot = style({ width: 8, height: 8, borderRadius: vars.radius.full, background: vars.color.danger, flexShrink: 0 });
export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.85rem" });
export const form = style({ display: "flex", gap: vars.space.sm, minWidth: 0 });
export const input = style({ flex: "1 1 auto" });
export const button = style({ flex: "0 0 auto", whiteSpace: "nowrap" });
export const error = style({ gridColumn: "1 / -1", margin: 0, color: vars.color.danger, fontSize: "0.85rem" });
