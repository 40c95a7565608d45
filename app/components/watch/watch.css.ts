import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "~/styles/theme.css";
import { brandButton, darkField, fieldFocus, focusRing, noticePanel, noticePanelWide, darkPanel } from "./room-look.css";
import { belowWide, phoneLandscape, roomTabs, roomTabsScripted } from "~/components/player/watch-media";
import { column as chatColumn } from "./chat.css";
import { stack as pollStack } from "./poll-card.css";
import { bar as roomTabBar, peek as roomPeek } from "./room-tabs.css";
import type { RoomTabId } from "./use-room-tabs";
import { HANDOUTS_ID, OFFERS_ID, POLL_ID } from "../../contracts/watch-data";
import { QUESTIONS_ID } from "./question-forms";
import * as flex from "~/styles/layout.css";

const pageBase = style([
  flex.oneColumn,
  {
    margin: "0 auto",
    padding: `${vars.space.md} ${vars.space.md} 0`,
    gap: vars.space.md,
    "@media": { [media.md]: { padding: `${vars.space.lg} ${vars.space.lg} 0`, gap: vars.space.lg } },
  },
]);
/** `wide` when the chat sits beside the player. */
export const page = styleVariants({
  narrow: [pageBase, { maxWidth: 1100 }],
  wide: [
    pageBase,
    {
      maxWidth: 1360,
      // The chat screen starts at the top of the phone's screen.
      "@media": { [belowWide]: { paddingTop: 0, paddingInline: vars.space.sm }, [phoneLandscape]: { padding: 0 } },
    },
  ],
});

/**
 * With the chat on a phone held upright, the title, the player and the chat make one screen: the
 * player stays at the top and the chat takes the height left, its message field at the bottom
 * (dvh follows the browser's bars). Held sideways, the player takes the screen and the chat opens
 * over it (see chatToggle). On wide screens the box steps aside (display: contents).
 */
export const screen = style({
  display: "contents",
  "@media": {
    [belowWide]: { display: "flex", flexDirection: "column", gap: vars.space.sm, minWidth: 0, height: "100dvh", paddingBottom: vars.space.sm },
    [phoneLandscape]: { display: "block", height: "auto", paddingBottom: 0 },
  },
});

export const plain = style({ display: "contents" });

export const single = style({ display: "grid", minWidth: 0 });
/** Player (or notice) and chat: stacked on phones; two thirds and one third on wide screens. */
export const layout = style({
  display: "grid",
  gap: vars.space.md,
  "@media": { [media.lg]: { gridTemplateColumns: "minmax(0, 2fr) minmax(300px, 1fr)", gap: vars.space.lg } },
});
/** Without chat, offers sit beside the player from the large breakpoint (under it on phones). */
export const singleWithOffers = style({
  display: "grid",
  gap: vars.space.md,
  minWidth: 0,
  "@media": { [media.lg]: { gridTemplateColumns: "minmax(0, 1fr) 340px", alignItems: "start", gap: vars.space.lg } },
});
globalStyle(`${screen} > *`, { "@media": { [belowWide]: { flexShrink: 0 } } });
const chatOnly = `${screen}:not([data-tab])`;
globalStyle(`${chatOnly} > :last-child`, {
  "@media": { [belowWide]: { display: "flex", flexDirection: "column", flex: 1, minHeight: 0, flexShrink: 1, gap: vars.space.sm } },
});
// Offers and the poll between the player and the chat scroll on their own, so the chat keeps room to type.
globalStyle(`${chatOnly} > :last-child > :not(:first-child):not(:last-child)`, {
  "@media": { [belowWide]: { flexShrink: 1, minHeight: 0, maxHeight: "45%", overflowY: "auto" } },
});
globalStyle(`${chatOnly} > :last-child > :last-child`, { "@media": { [belowWide]: { flex: 1, minHeight: 180, height: "auto" } } });

/** The chat over the player, held sideways: opened by a link to #chat, so it works without JavaScript too. */
export const chatToggle = style({
  display: "none",
  "@media": {
    [phoneLandscape]: {
      position: "absolute",
      top: vars.space.sm,
      right: vars.space.sm,
      zIndex: 6,
      display: "inline-flex",
      alignItems: "center",
      minHeight: 40,
      padding: "0 14px",
      borderRadius: vars.radius.full,
      background: "rgba(15, 23, 42, 0.78)",
      color: "#f8fafc",
      fontWeight: 700,
      textDecoration: "none",
    },
  },
});

/** With chat beside the player, offers go under the player and the chat runs the height of both. */
export const layoutWithOffers = style([layout, { "@media": { [media.lg]: { gridTemplateRows: "auto 1fr" } } }]);
export const offersUnder = style({ "@media": { [media.lg]: { gridColumn: "1", gridRow: "2" } } });
globalStyle(`${layoutWithOffers} > :last-child`, { "@media": { [media.lg]: { gridColumn: "2", gridRow: "1 / span 2" } } });
/** 'Stream Offline' with the overlays over it (a countdown to the start, most often). */
export const offlineStage = style({ position: "relative", display: "grid", minWidth: 0 });
// While overlays show, the card's own text steps back behind them.
globalStyle(`${offlineStage} > section + div:not(:empty)`, {
  borderRadius: vars.radius.lg,
  background: "rgba(2, 6, 23, 0.72)",
  backdropFilter: "blur(3px)",
  WebkitBackdropFilter: "blur(3px)",
});
// Beside the chat a notice ('Stream Offline', removed) takes the player's 16:9 place, so the chat
// keeps its height when the video starts.
globalStyle(`${layout} > section:first-child, ${layout} > ${offlineStage}:first-child`, { "@media": { [media.lg]: { aspectRatio: "16 / 9" } } });

export const heading = style([
  flex.wrappingRow,
  {
    justifyContent: "space-between",
    gap: vars.space.sm,
    "@media": { [belowWide]: { flexWrap: "nowrap", paddingTop: vars.space.sm } },
  },
]);
export const headingText = style({ minWidth: 0, "@media": { [belowWide]: { flex: 1 } } });
globalStyle(`${screen} > ${heading}`, { "@media": { [phoneLandscape]: { display: "none" } } });
export const title = style({
  margin: 0,
  fontSize: "1.25rem",
  lineHeight: 1.3,
  "@media": {
    [media.md]: { fontSize: "1.6rem" },
    [belowWide]: { fontSize: "1.05rem", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" },
  },
});
export const subtitle = style({
  margin: "4px 0 0",
  color: "#94a3b8",
  fontSize: "0.9rem",
  "@media": { [belowWide]: { margin: 0, fontSize: "0.8rem", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" } },
});

export const badges = style([
  flex.wrappingRow,
  {
    gap: vars.space.sm,
    "@media": { [belowWide]: { flexWrap: "nowrap" } },
  },
]);
const badgeBase = {
  display: "inline-flex",
  alignItems: "center",
  gap: 6,
  padding: "4px 10px",
  borderRadius: vars.radius.full,
  fontSize: "0.8rem",
  fontWeight: 700,
  letterSpacing: "0.02em",
} as const;
export const badge = styleVariants({
  live: { ...badgeBase, background: "#dc2626", color: "#fff" },
  offline: { ...badgeBase, background: "#1e293b", color: "#cbd5e1" },
  count: { ...badgeBase, background: "#1e293b", color: "#e2e8f0", fontWeight: 600 },
});
export const dot = style({ width: 8, height: 8, borderRadius: "50%", background: "currentColor" });

export const stage = style({
  ...darkPanel,
  position: "relative",
  overflow: "hidden",
  "@media": {
    [phoneLandscape]: { display: "grid", placeItems: "center", height: "100dvh", border: 0, borderRadius: 0, background: "#000" },
  },
});

export const notice = style({ ...noticePanel, "@media": { [media.md]: { ...noticePanelWide, minHeight: 360 } } });
export const noticeIcon = style([
  flex.centred,
  {
    width: 56,
    height: 56,
    borderRadius: "50%",
    background: "#1e293b",
    color: "#94a3b8",
  },
]);
export const noticeTitle = style({ margin: 0, fontSize: "1.3rem" });
export const noticeText = style({ margin: 0, color: "#cbd5e1", maxWidth: 520, lineHeight: 1.55 });
export const muted = style({ color: "#94a3b8", fontSize: "0.85rem", margin: 0 });

export const hostHelp = style({ marginTop: vars.space.md, width: "100%", maxWidth: 520, textAlign: "left", color: "#cbd5e1", fontSize: "0.9rem" });
export const hostHelpSummary = style({ cursor: "pointer", color: "#a5b4fc", fontWeight: 600, textAlign: "center" });
export const steps = style({ margin: `${vars.space.sm} 0 0`, paddingLeft: "1.2rem", lineHeight: 1.6 });

export const gate = style({
  ...darkPanel,
  padding: vars.space.lg,
  display: "grid",
  gap: vars.space.md,
  maxWidth: 480,
  width: "100%",
  margin: "0 auto",
  "@media": { [media.md]: { padding: vars.space.xl } },
});
/** A page that is only a gate (the replay's, on demand's): its title sits over the card, in its column. */
export const gateColumn = style({ display: "grid", gap: vars.space.md, maxWidth: 480, width: "100%", margin: "0 auto" });
export const gateTitle = style({ margin: 0, fontSize: "1.35rem" });
export const gateText = style({ margin: 0, color: "#cbd5e1", lineHeight: 1.5 });
export const form = style({ display: "grid", gap: vars.space.md });
export const field = style({ display: "grid", gap: 6 });
export const label = style({ fontWeight: 600, fontSize: "0.9rem" });
export const optional = style({ color: "#94a3b8", fontWeight: 400 });
export const input = style({
  minHeight: 46,
  padding: "10px 12px",
  ...darkField,
  selectors: {
    "&[aria-invalid='true']": { borderColor: "#f87171" },
    "&:focus": fieldFocus,
  },
});
export const fieldError = style({ margin: 0, color: "#fca5a5", fontSize: "0.85rem" });
export const formError = style({
  margin: 0,
  padding: "10px 12px",
  borderRadius: vars.radius.sm,
  background: "#450a0a",
  color: "#fecaca",
  border: "1px solid #7f1d1d",
});
export const submit = style({
  ...brandButton,
  minHeight: 48,
  borderRadius: vars.radius.md,
  fontSize: "1rem",
  selectors: {
    "&:hover": { background: vars.color.brandHover },
    "&:disabled": { opacity: 0.7, cursor: "progress" },
    "&:focus-visible": focusRing,
  },
});
/** A link that does what the page's main button would (the ended event's replay). */
export const primaryLink = style([
  submit,
  {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    padding: `0 ${vars.space.lg}`,
    marginTop: vars.space.sm,
    textDecoration: "none",
  },
]);
export const inboxIcon = style([
  flex.centred,
  {
    width: 56,
    height: 56,
    borderRadius: "50%",
    background: "#1e1b4b",
    color: "#a5b4fc",
  },
]);
export const sentTo = style({ color: "#f8fafc", overflowWrap: "anywhere" });
export const otherEmail = style({
  justifySelf: "center",
  color: "#a5b4fc",
  fontWeight: 600,
  fontSize: "0.95rem",
  selectors: { "&:hover": { color: "#c7d2fe" }, "&:focus-visible": focusRing },
});
export const privacy = style({ margin: 0, color: "#94a3b8", fontSize: "0.8rem", textAlign: "center" });

export const viewerBar = style([
  flex.wrappingRow,
  {
    justifyContent: "space-between",
    gap: vars.space.sm,
    color: "#94a3b8",
    fontSize: "0.9rem",
  },
]);

// Held sideways the video is as large as the screen allows, 16:9, centred.
globalStyle(`${stage} > :not(${chatToggle})`, { "@media": { [phoneLandscape]: { width: "min(100%, calc(100dvh * 16 / 9))" } } });

/**
 * A room with more than the chat (Q&A, a poll, handouts, offers), on a phone held upright: under
 * the player a tab bar (RoomTabs), and with JavaScript one part at a time in the rest of the
 * screen, its `data-tab`; the chat's message field stays at the bottom. Without JavaScript the
 * parts follow one another under a bar that stays at the top, the chat first and a screen high.
 */
const tabbed = `${screen}[data-tab]`;
const roomParts: Record<RoomTabId, string> = {
  chat: chatColumn,
  questions: `#${QUESTIONS_ID}`,
  poll: `#${POLL_ID}`,
  handouts: `#${HANDOUTS_ID}`,
  offers: `#${OFFERS_ID}`,
};
const anyPart = Object.values(roomParts)
  .map((part) => `${tabbed} ${part}`)
  .join(", ");
globalStyle(tabbed, { "@media": { [roomTabs]: { height: "auto", paddingBottom: vars.space.md } } });
globalStyle(`${tabbed} > ${layout}, ${tabbed} ${pollStack}`, { "@media": { [roomTabs]: { display: "contents" } } });
globalStyle(`${tabbed} > ${roomTabBar}`, { "@media": { [roomTabs]: { order: 1, position: "sticky", top: 0, zIndex: 5 } } });
globalStyle(`${tabbed} > ${roomPeek}`, { "@media": { [roomTabs]: { order: 2 } } });
globalStyle(anyPart, { "@media": { [roomTabs]: { order: 4, scrollMarginTop: 56 } } });
globalStyle(`${tabbed} ${chatColumn}`, {
  "@media": { [roomTabs]: { order: 3, height: `calc(100dvh - 56.25vw - 190px)`, minHeight: 300 } },
});

globalStyle(tabbed, { "@media": { [roomTabsScripted]: { height: "100dvh", paddingBottom: vars.space.sm } } });
globalStyle(`${tabbed} > ${roomTabBar}`, { "@media": { [roomTabsScripted]: { position: "static" } } });
globalStyle(`${tabbed}:not([data-tab="chat"]) > ${roomPeek}`, { "@media": { [roomTabsScripted]: { display: "none" } } });
for (const [tab, part] of Object.entries(roomParts)) {
  globalStyle(`${tabbed}:not([data-tab="${tab}"]) ${part}`, { "@media": { [roomTabsScripted]: { display: "none" } } });
  globalStyle(`${tabbed}[data-tab="${tab}"] ${part}`, {
    // The chat fills the rest of the screen (its field at the bottom); another part is as tall as it is, scrolling past that.
    "@media": {
      [roomTabsScripted]: tab === "chat" ? { flex: "1 1 0", minHeight: 0, height: "auto" } : { flex: "0 1 auto", minHeight: 0, overflowY: "auto" },
    },
  });
}
