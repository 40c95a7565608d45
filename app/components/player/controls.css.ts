import { style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import * as flex from "~/styles/layout.css";
import { iconOnDark } from "~/components/ui/button.css";

const touchOnly = "(hover: none)";

export const bar = style([
  flex.row,
  {
    position: "absolute",
    insetInline: 0,
    bottom: 0,
    zIndex: 3,
    gap: 2,
    padding: `${vars.space.xl} ${vars.space.sm} ${vars.space.xs}`,
    paddingBottom: `max(${vars.space.xs}, env(safe-area-inset-bottom))`,
    background: "linear-gradient(to top, rgba(0, 0, 0, 0.72), rgba(0, 0, 0, 0.35) 60%, transparent)",
    transition: "opacity 200ms ease",
    "@media": {
      [media.md]: { padding: `${vars.space.xxl} ${vars.space.md} ${vars.space.sm}`, gap: vars.space.xs },
      "(prefers-reduced-motion: reduce)": { transition: "none" },
    },
  },
]);

export const hidden = style({ opacity: 0, pointerEvents: "none" });

export const spacer = style({ flex: 1 });

export const controlButton = style([
  flex.inlineRow,
  iconOnDark,
  {
    justifyContent: "center",
    width: 44,
    height: 44,
    borderRadius: vars.radius.full,
    color: "#fff",
    transition: "background 120ms",
  },
]);

export const heartButton = style([controlButton, { color: "#fb7185" }]);

export const volume = style({
  width: 84,
  margin: `0 ${vars.space.sm} 0 2px`,
  accentColor: "#fff",
  cursor: "pointer",
  "@media": { [touchOnly]: { display: "none" } },
});

/** A small pill switch; filled while on. */
export const audioOnly = style([
  iconOnDark,
  {
    height: 30,
    marginInline: vars.space.xs,
    padding: `0 ${vars.space.sm}`,
    border: "1px solid rgba(255, 255, 255, 0.7)",
    borderRadius: vars.radius.full,
    color: "#fff",
    font: "inherit",
    fontSize: 13,
    fontWeight: 600,
    whiteSpace: "nowrap",
    selectors: {
      "&:focus-visible": { outlineOffset: 2 },
      '&[aria-pressed="true"]': { background: "#fff", color: "#111" },
    },
  },
]);
