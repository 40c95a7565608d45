import { style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import { darkPanel } from "~/components/watch/room-look.css";
import * as flex from "~/styles/layout.css";
import { longTitle } from "~/styles/long-title";

export const page = style([
  // One column of minmax(0, 1fr): the heading's one-line title (ellipsis on phones) must not widen the page past the screen.
  flex.oneColumn,
  {
    margin: "0 auto",
    maxWidth: 1360,
    gap: vars.space.md,
    padding: `${vars.space.md} ${vars.space.sm} 0`,
    "@media": { [media.md]: { padding: `${vars.space.lg} ${vars.space.lg} 0`, gap: vars.space.lg } },
  },
]);

/** Player and what goes with it, then the chat: stacked on phones, two thirds and one third on wide screens. */
export const layout = style({
  display: "grid",
  gap: vars.space.md,
  alignItems: "start",
  "@media": { [media.lg]: { gridTemplateColumns: "minmax(0, 2fr) minmax(300px, 1fr)", gap: vars.space.lg } },
});

export const main = style({ display: "grid", gap: vars.space.md, minWidth: 0 });

export const heading = style({ display: "flex", flexWrap: "wrap", alignItems: "center", justifyContent: "space-between", gap: vars.space.sm });
export const headingText = style({ minWidth: 0 });
export const title = style([longTitle("1.2rem", "1.6rem"), { lineHeight: 1.3 }]);
export const subtitle = style({ margin: "4px 0 0", color: "#94a3b8", fontSize: "0.9rem" });
export const badges = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm });

const badgeBase = {
  display: "inline-flex",
  alignItems: "center",
  padding: "4px 10px",
  borderRadius: vars.radius.full,
  fontSize: "0.8rem",
  fontWeight: 700,
} as const;
export const replayBadge = style({ ...badgeBase, background: "#312e81", color: "#e0e7ff", letterSpacing: "0.02em" });
export const expiry = style({ ...badgeBase, background: "#422006", color: "#fde68a", fontWeight: 600 });

export const card = style({ ...darkPanel, padding: vars.space.md, display: "grid", gap: vars.space.sm });
export const cardTitle = style({ margin: 0, fontSize: "1rem" });

export const chapters = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: 2 });
export const chapter = style({
  display: "flex",
  gap: vars.space.sm,
  alignItems: "baseline",
  padding: "8px 10px",
  borderRadius: vars.radius.sm,
  color: "#e2e8f0",
  textDecoration: "none",
  minHeight: 40,
  boxSizing: "border-box",
  ":hover": { background: "#1e293b" },
  ":focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: 1 },
  selectors: { '&[aria-current="true"]': { background: "#1e1b4b", color: "#fff" } },
});
export const chapterTime = style({ fontVariantNumeric: "tabular-nums", color: "#a5b4fc", fontWeight: 600, minWidth: 48 });

export const chat = style([
  flex.column,
  {
    ...darkPanel,
    minHeight: 200,
    maxHeight: "60vh",
    overflow: "hidden",
    // Beside the player: as tall as it and what follows it, up to a screen.
    "@media": { [media.lg]: { minHeight: 360, maxHeight: "min(80vh, 720px)" } },
  },
]);
/** The column beside the player: the chat replay, and what a session adds under it. */
export const side = style({
  display: "grid",
  gap: vars.space.md,
  alignContent: "start",
  minWidth: 0,
  "@media": { [media.lg]: { position: "sticky", top: vars.space.md } },
});
export const chatHeading = style({ margin: 0, padding: `10px ${vars.space.md}`, borderBottom: "1px solid #1e293b", fontSize: "1rem" });
export const chatEmpty = style({ margin: 0, padding: vars.space.md, color: "#94a3b8" });
export const chatList = style({
  listStyle: "none",
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  display: "grid",
  alignContent: "start",
  gap: 8,
  overflowY: "auto",
  flex: 1,
});
export const chatLine = style({ lineHeight: 1.45, overflowWrap: "anywhere" });
export const chatTime = style({ color: "#94a3b8", fontVariantNumeric: "tabular-nums", marginRight: 8, fontSize: "0.85rem" });
export const chatName = styleVariants({
  viewer: { fontWeight: 600, color: "#c7d2fe" },
  staff: { fontWeight: 700, color: "#fcd34d" },
});
export const role = style({ fontWeight: 500, color: "#fde68a", fontSize: "0.85rem" });
export const chatText = style({ color: "#f1f5f9" });
