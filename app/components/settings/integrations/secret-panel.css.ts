import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import * as flex from "~/styles/layout.css";

export const panel = style([
  flex.column,
  {
    gap: vars.space.sm,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    background: "#fffbeb",
    border: "1px solid #fcd34d",
    minWidth: 0,
    scrollMarginTop: `calc(${vars.size.hostBar} + ${vars.space.md})`,
    // Focused by the page (not by the host) so that screen readers read it; it is not a control.
    selectors: { "&:focus": { outline: "none" } },
  },
]);

export const title = style({ margin: 0, fontSize: "1rem", color: "#78350f" });
export const text = style({ margin: 0, fontSize: "0.9rem", color: "#78350f" });

export const secretRow = style([
  flex.column,
  {
    gap: vars.space.sm,
    "@media": { [media.md]: { flexDirection: "row", alignItems: "center" } },
  },
]);

export const secret = style({
  flex: 1,
  minWidth: 0,
  padding: "10px 12px",
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  border: `1px solid #fcd34d`,
  fontFamily: vars.font.mono,
  fontSize: "0.88rem",
  wordBreak: "break-all",
  userSelect: "all",
});
