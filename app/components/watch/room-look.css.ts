import { vars } from "~/styles/theme.css";

// The room's dark look, shared by the live page, the replay and on-demand sessions.

/** The room's buttons in the host's brand colour (Buy, Vote, Send, Ask, the gates' submit): each adds its size and states. */
export const brandButton = {
  border: 0,
  background: vars.color.brand,
  color: vars.color.onBrand,
  font: "inherit",
  fontWeight: 700,
  cursor: "pointer",
} as const;

/** The room's focus ring, light on its dark surfaces. */
export const focusRing = { outline: "2px solid #c7d2fe", outlineOffset: 2 } as const;

/** A text field on the room's dark surfaces (chat, questions, the gates' forms): each adds its size. */
export const darkField = {
  borderRadius: vars.radius.sm,
  border: "1px solid #334155",
  background: "#020617",
  color: "#f8fafc",
  font: "inherit",
  fontSize: "1rem",
} as const;
export const fieldFocus = { outline: "2px solid #818cf8", outlineOffset: 1 } as const;

/** A dark panel. */
export const darkPanel = { background: "#0f172a", border: "1px solid #1e293b", borderRadius: vars.radius.lg } as const;

/** A dark panel's title row, ruled off from what it holds: each sets how its title and the rest line up. */
export const darkPanelHeader = {
  display: "flex",
  justifyContent: "space-between",
  gap: vars.space.sm,
  padding: `10px ${vars.space.md}`,
  borderBottom: "1px solid #1e293b",
} as const;

/** A notice in place of the room (offline, waiting, no replay): centred in a panel; each sets its height. */
export const noticePanel = {
  ...darkPanel,
  display: "grid",
  justifyItems: "center",
  textAlign: "center",
  gap: vars.space.sm,
  padding: `${vars.space.xl} ${vars.space.md}`,
  minHeight: 260,
  alignContent: "center",
} as const;
export const noticePanelWide = { padding: `${vars.space.xxl} ${vars.space.xl}` } as const;

/** The small capitals above a title. */
export const eyebrow = {
  margin: 0,
  color: "#a5b4fc",
  fontWeight: 700,
  fontSize: "0.8rem",
  letterSpacing: "0.08em",
  textTransform: "uppercase",
} as const;
