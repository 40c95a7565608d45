import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import * as flex from "~/styles/layout.css";

// Phone: one row that scrolls sideways (eight labels would wrap into four rows). Wider: a column.
export const list = style({
  display: "flex",
  gap: vars.space.xs,
  // The row runs to the screen's edges (past the page's padding) so a cut-off tab reads as "more this way".
  margin: `0 calc(-1 * ${vars.space.md})`,
  padding: `2px ${vars.space.md} 6px`,
  scrollPaddingInline: vars.space.md,
  listStyle: "none",
  overflowX: "auto",
  overscrollBehaviorX: "contain",
  scrollbarWidth: "thin",
  "@media": { [media.md]: { flexDirection: "column", overflowX: "visible", margin: 0, padding: 0 } },
});

export const item = style({ flex: "none" });

export const tab = style([
  flex.row,
  {
    justifyContent: "space-between",
    gap: vars.space.sm,
    minHeight: 44,
    padding: `0 ${vars.space.md}`,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.sm,
    background: vars.color.surface,
    color: vars.color.textMuted,
    fontWeight: 500,
    textDecoration: "none",
    whiteSpace: "nowrap",
    "@media": { [media.md]: { borderColor: "transparent", background: "transparent" } },
    selectors: {
      "&:hover": { color: vars.color.text, background: vars.color.surface },
      "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
      "&[aria-current='page']": {
        color: vars.color.brandHover,
        background: vars.color.brandSoft,
        borderColor: vars.color.brandSoft,
        fontWeight: 600,
      },
    },
  },
]);

export const badge = style({
  padding: "1px 8px",
  borderRadius: vars.radius.full,
  background: vars.color.successSoft,
  color: vars.color.success,
  fontSize: "0.75rem",
  fontWeight: 700,
});
