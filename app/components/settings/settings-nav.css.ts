import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import { sidewaysScroll } from "~/styles/layout.css";
import { navLink } from "~/components/host-shell/host-shell.css";
import { outlined } from "~/styles/surface.css";

// Phone: one row that scrolls sideways (eight labels would wrap into four rows). Wider: a column.
export const list = style([
  sidewaysScroll,
  {
    display: "flex",
    gap: vars.space.xs,
    // The row runs to the screen's edges (past the page's padding) so a cut-off tab reads as "more this way".
    margin: `0 calc(-1 * ${vars.space.md})`,
    padding: `2px ${vars.space.md} 6px`,
    scrollPaddingInline: vars.space.md,
    listStyle: "none",
    overscrollBehaviorX: "contain",
    scrollbarWidth: "thin",
    "@media": { [media.md]: { flexDirection: "column", overflowX: "visible", margin: 0, padding: 0 } },
  },
]);

export const item = style({ flex: "none" });

// The host menu's link, boxed while the tabs run in a row.
export const tab = style([
  navLink,
  outlined,
  {
    justifyContent: "space-between",
    gap: vars.space.sm,
    whiteSpace: "nowrap",
    "@media": { [media.md]: { borderColor: "transparent", background: "transparent" } },
    selectors: {
      "&:hover": { background: vars.color.surface },
      "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
      // Ahead of this tab's own hover, as in the host menu.
      "&[aria-current='page']": { background: vars.color.brandSoft, borderColor: vars.color.brandSoft },
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
