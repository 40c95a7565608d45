import { keyframes, style } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import * as flex from "~/styles/layout.css";

// Loaded with every public page: only the launcher. The panel's styles sit beside the panel.

export const root = style({
  display: "none",
  "@media": {
    [media.md]: {
      display: "flex",
      flexDirection: "column",
      alignItems: "flex-end",
      gap: 12,
      position: "fixed",
      right: 24,
      bottom: 24,
      zIndex: 50,
    },
    print: { display: "none" },
  },
});

const pop = keyframes({ from: { transform: "scale(0.4)", opacity: 0 }, to: { transform: "scale(1)", opacity: 1 } });

export const launcher = style([
  flex.centred,
  {
    position: "relative",
    width: 60,
    height: 60,
    padding: 0,
    border: 0,
    borderRadius: vars.radius.full,
    background: "linear-gradient(135deg, #6366f1 0%, #4f46e5 55%, #7c3aed 100%)",
    color: vars.color.textInverse,
    boxShadow: "0 10px 30px -6px rgba(79, 70, 229, 0.55), 0 2px 6px rgba(15, 23, 42, 0.15)",
    cursor: "pointer",
    transition: "transform 160ms ease, box-shadow 160ms ease",
    selectors: {
      "&:hover": { transform: "translateY(-2px)", boxShadow: "0 14px 34px -6px rgba(79, 70, 229, 0.6), 0 2px 6px rgba(15, 23, 42, 0.15)" },
      "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: 3 },
      "&[aria-busy='true']": { cursor: "progress", opacity: 0.85 },
    },
    "@media": { "(prefers-reduced-motion: reduce)": { transition: "none" } },
  },
]);

/** The count of unread replies, on the launcher and on the minimised panel's header. */
export const unreadCount = style([
  flex.centred,
  {
    minWidth: 22,
    height: 22,
    padding: "0 6px",
    borderRadius: vars.radius.full,
    background: "#ef4444",
    color: "#fff",
    fontSize: "0.75rem",
    fontWeight: 700,
  },
]);

export const badge = style([
  unreadCount,
  {
    position: "absolute",
    top: -4,
    right: -4,
    border: "2px solid #fff",
    lineHeight: 1,
    animation: `${pop} 220ms cubic-bezier(0.34, 1.56, 0.64, 1)`,
    "@media": { "(prefers-reduced-motion: reduce)": { animation: "none" } },
  },
]);
