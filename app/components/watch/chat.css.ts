import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { phoneLandscape } from "~/components/player/watch-media";
import { media, vars } from "~/styles/theme.css";
import { brandButton, darkField, fieldFocus, focusRing, darkPanel, darkPanelHeader } from "./room-look.css";
import * as flex from "~/styles/layout.css";

/** The chat column: below the player on phones, beside it (its height) from the large breakpoint. */
export const column = style({
  position: "relative",
  height: "min(70vh, 520px)",
  minHeight: 360,
  "@media": { [media.lg]: { height: "auto" } },
});

// Held sideways the chat waits beside the screen and slides over the player when #chat is the
// page's target (the "Chat" link on the player, or the redirect after posting without JavaScript).
globalStyle(`${column}`, {
  "@media": {
    [phoneLandscape]: {
      position: "fixed",
      top: 0,
      right: 0,
      bottom: 0,
      zIndex: 20,
      width: "min(380px, 55vw)",
      height: "auto",
      minHeight: 0,
      transform: "translateX(100%)",
      visibility: "hidden",
      transition: "transform 200ms ease, visibility 200ms",
    },
  },
});
globalStyle(`${column}:has(:target)`, { "@media": { [phoneLandscape]: { transform: "none", visibility: "visible" } } });

/** "Close" in the chat's header: only where the chat lies over the player. */
export const close = style({
  display: "none",
  "@media": {
    [phoneLandscape]: { display: "inline-flex", alignItems: "center", minHeight: 36, padding: "0 10px", color: "#cbd5e1", fontWeight: 600 },
  },
});

export const panel = style([
  flex.column,
  {
    height: "100%",
    ...darkPanel,
    overflow: "hidden",
    // Beside the player the row's height is the player's: the panel fills it and scrolls inside.
    "@media": { [media.lg]: { position: "absolute", inset: 0 } },
  },
]);

export const header = style({ ...darkPanelHeader, alignItems: "center" });
export const title = style({ margin: 0, fontSize: "1rem", fontWeight: 700 });

export const log = style({ flex: 1, minHeight: 0, display: "flex", flexDirection: "column" });

export const pinnedList = style({
  listStyle: "none",
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.sm} 6px`,
  display: "grid",
  gap: 4,
  maxHeight: "40%",
  overflowY: "auto",
  flexShrink: 0,
  borderBottom: "1px solid #1e293b",
  background: "#111c33",
});

export const scroller = style({
  flex: 1,
  minHeight: 0,
  overflowY: "auto",
  display: "flex",
  flexDirection: "column-reverse",
  overscrollBehavior: "contain",
  selectors: { "&:focus-visible": { outline: "2px solid #818cf8", outlineOffset: -2 } },
});

export const list = style({ listStyle: "none", margin: 0, padding: vars.space.sm, display: "grid", gap: 2 });

const messageBase = {
  padding: "6px 8px",
  borderRadius: vars.radius.sm,
  fontSize: "0.92rem",
  lineHeight: 1.45,
  overflowWrap: "anywhere",
  color: "#e2e8f0",
} as const;
export const message = styleVariants({
  plain: messageBase,
  pinned: { ...messageBase, background: "#1e293b" },
  /** The viewer's own message held for review, or rejected: only they see it. */
  unpublished: { ...messageBase, color: "#94a3b8", borderLeft: "2px dashed #475569", paddingLeft: 6 },
});

export const pin = style({ display: "inline-flex", verticalAlign: "-1px", marginRight: 6, color: "#fbbf24" });
const authorBase = { fontWeight: 700, marginRight: 2 } as const;
export const author = styleVariants({
  other: { ...authorBase, color: "#a5b4fc" },
  own: { ...authorBase, color: "#6ee7b7" },
});
export const hostBadge = style({
  display: "inline-block",
  padding: "0 6px",
  marginRight: 2,
  borderRadius: vars.radius.full,
  background: "#4f46e5",
  color: "#fff",
  fontSize: "0.75rem",
  fontWeight: 700,
  lineHeight: "1.35rem",
  verticalAlign: "1px",
});
export const text = style({ whiteSpace: "pre-wrap" });
const reviewBase = { display: "block", marginTop: 2, fontSize: "0.75rem", fontWeight: 600 } as const;
export const review = styleVariants({
  held: { ...reviewBase, color: "#fbbf24" },
  rejected: { ...reviewBase, color: "#fca5a5" },
});
export const empty = style({ margin: "auto", padding: vars.space.md, color: "#94a3b8", fontSize: "0.9rem", textAlign: "center" });

export const form = style({ display: "grid", gap: 4, padding: `${vars.space.sm} ${vars.space.sm} 6px`, borderTop: "1px solid #1e293b" });
export const row = style({ display: "flex", gap: vars.space.sm });
export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: 44,
  padding: "8px 12px",
  ...darkField,
  selectors: {
    "&::placeholder": { color: "#64748b" },
    "&:focus": fieldFocus,
    "&[aria-invalid='true']": { borderColor: "#f87171" },
    "&:disabled": { opacity: 0.6, cursor: "not-allowed" },
  },
});
export const send = style({
  ...brandButton,
  minHeight: 44,
  padding: "0 16px",
  borderRadius: vars.radius.sm,
  selectors: {
    "&:hover:not(:disabled)": { background: vars.color.brandHover },
    "&:disabled": { opacity: 0.5, cursor: "not-allowed" },
    "&:focus-visible": focusRing,
  },
});
export const meta = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "baseline",
  gap: vars.space.sm,
  minHeight: "1.2rem",
  fontSize: "0.78rem",
});
export const error = style({ margin: 0, color: "#fca5a5" });
export const status = style({ margin: 0, color: "#94a3b8" });
const countBase = { marginLeft: "auto", color: "#94a3b8", fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" } as const;
export const count = styleVariants({
  normal: countBase,
  warn: { ...countBase, color: "#fbbf24", fontWeight: 700 },
});
export const slowNotice = style([
  flex.row,
  {
    gap: 6,
    margin: 0,
    padding: "4px 8px",
    borderRadius: vars.radius.sm,
    background: "rgba(251, 191, 36, 0.12)",
    color: "#fcd34d",
    fontSize: "0.8rem",
    fontWeight: 600,
  },
]);
export const timeoutNotice = style([slowNotice, { display: "block", background: "rgba(248, 113, 113, 0.14)", color: "#fca5a5", lineHeight: 1.4 }]);
