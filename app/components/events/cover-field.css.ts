import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { stackedGrid } from "~/styles/stacked-grid";

export const row = style([
  stackedGrid("screen and (min-width: 520px)", "200px minmax(0, 1fr)"),
  { gridTemplateColumns: "1fr", gap: vars.space.md, alignItems: "start" },
]);

export const preview = style({
  aspectRatio: "1200 / 630",
  width: "100%",
  maxWidth: 320,
  borderRadius: vars.radius.md,
  overflow: "hidden",
  border: `1px solid ${vars.color.border}`,
});

export const previewImage = style({ display: "block", width: "100%", height: "100%", objectFit: "cover" });

export const controls = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, minWidth: 0 });

export const file = style({
  maxWidth: "100%",
  font: "inherit",
  fontSize: "0.875rem",
  color: vars.color.textMuted,
  "::file-selector-button": {
    marginRight: 12,
    minHeight: 36,
    padding: "0 14px",
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.sm,
    background: vars.color.surface,
    color: vars.color.text,
    font: "inherit",
    fontWeight: 600,
    cursor: "pointer",
  },
});

export const hint = style({ margin: 0, fontSize: "0.8125rem", color: vars.color.textMuted });

export const remove = style({ display: "inline-flex", alignItems: "center", gap: 8, fontSize: "0.875rem", cursor: "pointer" });
