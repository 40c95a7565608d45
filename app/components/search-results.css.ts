import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import * as flex from "~/styles/layout.css";
import { outlined } from "~/styles/surface.css";

export const page = style([
  flex.column,
  {
    maxWidth: 860,
    margin: "0 auto",
    gap: vars.space.lg,
    paddingBottom: vars.space.xl,
  },
]);
export const title = style({ fontSize: "1.6rem", margin: 0, overflowWrap: "anywhere" });
export const muted = style({ color: vars.color.textMuted, fontSize: "0.9rem", margin: 0, fontWeight: 400 });
export const group = style({ display: "flex", flexDirection: "column", gap: vars.space.sm });
export const groupTitle = style({ fontSize: "1.1rem", margin: 0, display: "flex", alignItems: "center", gap: vars.space.sm });
export const list = style([
  flex.column,
  outlined,
  {
    margin: 0,
    padding: 0,
    listStyle: "none",
    borderRadius: vars.radius.md,
    overflow: "hidden",
  },
]);
export const item = style([
  flex.column,
  {
    gap: 2,
    padding: `12px ${vars.space.md}`,
    color: vars.color.text,
    textDecoration: "none",
    borderTop: `1px solid ${vars.color.border}`,
    overflowWrap: "anywhere",
    selectors: {
      "li:first-child > &": { borderTop: "none" },
      "&:hover, &:focus-visible": { background: vars.color.surfaceMuted },
    },
  },
]);
export const itemTitle = style({ fontWeight: 600 });
