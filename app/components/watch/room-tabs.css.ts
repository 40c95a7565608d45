import { style } from "@vanilla-extract/css";
import { roomTabs } from "~/components/player/watch-media";
import { vars } from "~/styles/theme.css";
import { focusRing } from "./room-look.css";
import * as flex from "~/styles/layout.css";

/** Only on a phone held upright: beside the player (and held sideways) every part shows as it is. */
export const bar = style({
  display: "none",
  "@media": {
    [roomTabs]: {
      display: "block",
      background: "#020617",
      borderBottom: "1px solid #1e293b",
      marginInline: `calc(-1 * ${vars.space.sm})`,
      paddingInline: vars.space.sm,
    },
  },
});

export const list = style([
  flex.sidewaysScroll,
  {
    display: "flex",
    gap: 2,
    margin: 0,
    padding: 0,
    listStyle: "none",
    scrollbarWidth: "none",
  },
]);

export const item = style({ flex: "1 0 auto" });

export const tab = style([
  flex.row,
  {
    position: "relative",
    justifyContent: "center",
    gap: 6,
    minHeight: 44,
    padding: "0 12px",
    color: "#94a3b8",
    fontSize: "0.9rem",
    fontWeight: 600,
    textDecoration: "none",
    whiteSpace: "nowrap",
    borderBottom: "2px solid transparent",
    selectors: {
      "&[aria-current='true']": { color: "#f8fafc", borderBottomColor: "#818cf8" },
      "&:hover": { color: "#e2e8f0" },
      "&:focus-visible": { outline: "2px solid #c7d2fe", outlineOffset: -2, borderRadius: vars.radius.sm },
    },
  },
]);

export const count = style({
  display: "inline-grid",
  placeItems: "center",
  minWidth: 18,
  height: 18,
  padding: "0 5px",
  borderRadius: vars.radius.full,
  background: "#dc2626",
  color: "#fff",
  fontSize: "0.7rem",
  fontWeight: 700,
  lineHeight: 1,
});

export const dot = style({ width: 8, height: 8, borderRadius: "50%", background: "#f87171" });

export const peek = style({
  display: "none",
  "@media": {
    [roomTabs]: {
      display: "flex",
      alignItems: "center",
      gap: 10,
      minHeight: 48,
      padding: "8px 12px",
      borderRadius: vars.radius.md,
      background: "linear-gradient(90deg, #1e1b4b 0%, #111c33 100%)",
      border: "1px solid #3730a3",
      color: "#e2e8f0",
      textDecoration: "none",
    },
  },
  selectors: { "&:focus-visible": focusRing },
});
export const peekKicker = style({
  flexShrink: 0,
  padding: "2px 8px",
  borderRadius: vars.radius.full,
  background: "#4338ca",
  color: "#fff",
  fontSize: "0.7rem",
  fontWeight: 700,
  letterSpacing: "0.04em",
  textTransform: "uppercase",
});
export const peekTitle = style({ flex: 1, minWidth: 0, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap", fontWeight: 600 });
export const peekAction = style([
  flex.inlineRow,
  {
    gap: 2,
    flexShrink: 0,
    color: "#c7d2fe",
    fontWeight: 700,
    fontSize: "0.9rem",
  },
]);
