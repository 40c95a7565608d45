// The Event Settings screen's chat: form intents, texts (spec section 8) and timings (section 9),
// shared by the page, its components and its action.
import type { FormResult } from "~/utils/form-result";

/** The chat section's anchor: a form posted without JavaScript comes back here. */
export const CHAT_ID = "chat";
/** The Customer Profile panel's anchor (without JavaScript: /events/{id}/settings/{streamId}?profile={viewerId}). */
export const PROFILE_ID = "customer-profile";
export const PROFILE_PARAM = "profile";
/** Without JavaScript, Kick asks first: /events/{id}/settings/{streamId}?kick={messageId}. */
export const KICK_PARAM = "kick";

export const CHAT_INTENTS = [
  "send",
  "sticky",
  "unsticky",
  "remove",
  "shadowban",
  "kick",
  "chat-open",
  "chat-close",
  "room-open",
  "room-close",
  "approve",
  "reject",
  "slow-mode",
  "timeout",
  "untimeout",
  "unshadowban",
  "readmit",
] as const;
export type ChatIntent = (typeof CHAT_INTENTS)[number];
export const isChatIntent = (value: unknown): value is ChatIntent => CHAT_INTENTS.some((intent) => intent === value);

/** With JavaScript the forms go through fetchers and ask for JSON instead of a redirect. */
export const RESPOND_FIELD = "respond";
export const RESPOND_FETCHER = "fetcher";

/** The spec's toast texts (section 8). */
export const SEND_FAILED = "Failed to send message";
export const MODERATE_MESSAGE_FAILED = "Failed to moderate message";
export const MODERATE_VIEWER_FAILED = "Failed to moderate viewer";

export const FAILURE_TEXT: Record<ChatIntent, string> = {
  send: SEND_FAILED,
  sticky: MODERATE_MESSAGE_FAILED,
  unsticky: MODERATE_MESSAGE_FAILED,
  remove: MODERATE_MESSAGE_FAILED,
  shadowban: MODERATE_VIEWER_FAILED,
  kick: MODERATE_VIEWER_FAILED,
  "chat-open": "Failed to open the chat",
  "chat-close": "Failed to close the chat",
  "room-open": "Failed to let viewers in",
  "room-close": "Failed to send viewers back to the waiting room",
  approve: MODERATE_MESSAGE_FAILED,
  reject: MODERATE_MESSAGE_FAILED,
  "slow-mode": "Failed to change slow mode",
  timeout: MODERATE_VIEWER_FAILED,
  untimeout: MODERATE_VIEWER_FAILED,
  unshadowban: MODERATE_VIEWER_FAILED,
  readmit: MODERATE_VIEWER_FAILED,
};

/**
 * The chat's success notices (chat-actions.server.ts): without JavaScript the chat panel shows
 * these where the host lands (#chat), and the tabs show every other notice.
 */
const CHAT_NOTICE =
  /^(Message (pinned|unpinned|removed|approved|rejected)|.+ was (kicked|shadowbanned|timed out|readmitted)|.+'s (timeout ended|shadowban undone)|Chat (opened|closed)|Viewers let in|Waiting room closed again|Slow mode (on|off))$/;
export const isChatNotice = (toast: { title: string }) => CHAT_NOTICE.test(toast.title);

/** Spec section 9: the host's chat list is refetched every 30 s as a fallback to push. */
export const CHAT_REFETCH_MS = 30_000;
/** Spec section 9: purchase history stays fresh for 5 minutes. */
export const PROFILE_CACHE_MS = 5 * 60_000;
/** Spec section 4: the host's live connection is retried up to 5 times, 1 s doubling to 10 s. */
export const RECONNECT_ATTEMPTS = 5;
export const RECONNECT_MAX_MS = 10_000;

/**
 * What the chat action answers a fetcher with, or renders inline for a visitor without JavaScript;
 * a refused send keeps the typed `message`. A post of no known intent is answered here too.
 */
export type ChatResult = FormResult<ChatIntent>;
export const isChatIntentOrUnknown = (value: unknown): value is ChatIntent | null => value === null || isChatIntent(value);

export const settingsPath = (eventId: number, streamId: string) => `/events/${eventId}/settings/${encodeURIComponent(streamId)}`;

/** The screen's tabs, chosen by ?tab= (links, so they work without JavaScript); Stream Overlays by default. */
export const SETTINGS_TABS = ["overlays", "landing", "offers", "qa", "polls", "handouts", "moderation"] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];
/** The tabs a member of the host's team runs: the room, not the selling or the page. */
export const TEAM_SETTINGS_TABS: readonly SettingsTab[] = ["overlays", "qa", "polls"];
export const TAB_PARAM = "tab";
export const parseSettingsTab = (value: string | null, tabs: readonly SettingsTab[] = SETTINGS_TABS): SettingsTab =>
  tabs.find((tab) => tab === value) ?? "overlays";
export const tabPath = (basePath: string, tab: SettingsTab) => (tab === "overlays" ? basePath : `${basePath}?${TAB_PARAM}=${tab}`);

export const kickConfirmText = (name: string) => `Kick ${name}? They lose access to this stream and its chat.`;
