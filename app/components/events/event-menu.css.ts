import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import * as flex from "~/styles/layout.css";
import { plainSummary } from "~/styles/disclosure.css";
import { outlined } from "~/styles/surface.css";

export const fallback = style({ position: "relative" });

export const trigger = style([
  flex.centred,
  plainSummary,
  {
    width: 40,
    height: 40,
    border: 0,
    borderRadius: vars.radius.sm,
    background: "transparent",
    color: vars.color.textMuted,
    selectors: {
      "&:hover, &[data-state='open']": { background: vars.color.surfaceMuted, color: vars.color.text },
    },
  },
]);

export const menu = style([
  outlined,
  {
    zIndex: 60,
    minWidth: 200,
    padding: 6,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.lg,
  },
]);

export const fallbackMenu = style({ position: "absolute", right: 0, top: "calc(100% + 4px)", display: "flex", flexDirection: "column" });

export const itemForm = style({ display: "contents" });

export const item = style([
  flex.row,
  {
    width: "100%",
    minHeight: 40,
    padding: "0 12px",
    border: 0,
    borderRadius: vars.radius.sm,
    background: "transparent",
    color: vars.color.text,
    font: "inherit",
    fontSize: "0.92rem",
    textAlign: "left",
    textDecoration: "none",
    cursor: "pointer",
    outline: "none",
    selectors: {
      "&:hover, &[data-highlighted], &:focus-visible": { background: vars.color.brandSoft, color: vars.color.brandHover },
    },
  },
]);

export const danger = style({
  color: vars.color.danger,
  selectors: { "&:hover, &[data-highlighted], &:focus-visible": { background: vars.color.dangerSoft, color: vars.color.danger } },
});

export const separator = style({ height: 1, margin: "4px 0", background: vars.color.border });
