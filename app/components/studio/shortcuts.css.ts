import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import * as flex from "~/styles/layout.css";

/** A phone has no keyboard to use them with: the button shows from tablet width up ("?" still opens the list). */
export const open = style({ display: "none", "@media": { [media.md]: { display: "inline-flex" } } });

export const list = style({ display: "flex", flexDirection: "column", margin: 0 });
export const row = style([
  flex.row,
  {
    gap: vars.space.md,
    padding: "10px 0",
    selectors: { "&:not(:last-child)": { borderBottom: `1px solid ${vars.color.border}` } },
  },
]);
export const keys = style({ flex: "0 0 48px" });
export const key = style({
  display: "inline-grid",
  placeItems: "center",
  minWidth: 32,
  height: 30,
  padding: "0 8px",
  border: `1px solid ${vars.color.borderStrong}`,
  borderBottomWidth: 3,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  fontFamily: "inherit",
  fontSize: "0.85rem",
  fontWeight: 700,
});
export const label = style({ margin: 0, fontSize: "0.92rem" });
