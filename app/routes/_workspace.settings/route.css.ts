import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import * as flex from "~/styles/layout.css";
import { stackedGrid } from "~/styles/stacked-grid";

export const page = style({ maxWidth: 1000, margin: "0 auto", paddingBottom: vars.space.xl });

export const header = style([
  flex.wrapping,
  {
    alignItems: "baseline",
    justifyContent: "space-between",
    gap: vars.space.sm,
    marginBottom: vars.space.lg,
  },
]);

export const title = style({ fontSize: "1.75rem" });

export const who = style({ display: "flex", alignItems: "center", gap: vars.space.sm, margin: 0, fontWeight: 600 });

export const role = style({
  padding: "2px 10px",
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandHover,
  fontSize: "0.8rem",
  fontWeight: 700,
});

export const layout = style([stackedGrid(media.md, "220px minmax(0, 1fr)"), { gap: vars.space.lg, alignItems: "start" }]);

export const panel = style([
  flex.column,
  {
    gap: vars.space.md,
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    "@media": { [media.md]: { padding: vars.space.xl } },
  },
]);

export const panelTitle = style({ fontSize: "1.35rem" });

// The kit's text input is 46 px tall with the body's line height; here it sits beside 44 px buttons
// and selects (Key name, the brand colours), so it is brought to their height.
globalStyle(`${panel} input:not([type='checkbox'], [type='radio'], [type='color'], [type='file'])`, { paddingBlock: 9 });
