import type { ChatMessage, LiveEventData } from "~/contracts/live-events";

/** A stream's chat as an open page shows it, the host's and the viewers' alike. */
export interface ChatFeed {
  /**
   * Pinned first by their order, then the active ones oldest first (with the reader's own held
   * and rejected ones, and for the host every held one, in their place in time); removed ones never.
   */
  messages: ChatMessage[];
  /** Removed while the page was open: a list read before the removal must not bring them back. */
  gone: ReadonlySet<number>;
  /** At most this many active (unpinned) messages are kept, the newest. */
  keep: number;
}

/** What changes the feed: the live events about messages (and a message just sent), or a fresh list (the loader's, or one read again). */
export type ChatFeedAction =
  | { type: "chat_message" | "message_updated"; data: ChatMessage }
  | { type: "chat_deletion"; data: LiveEventData["chat_deletion"] }
  | { type: "chat_moderation"; data: LiveEventData["chat_moderation"] }
  | { type: "listed"; messages: ChatMessage[] };

export const isChatMessage = (value: unknown): value is ChatMessage =>
  typeof value === "object" && value !== null && typeof (value as ChatMessage).id === "number" && typeof (value as ChatMessage).message === "string";

function arrange(messages: ChatMessage[], keep: number) {
  const pinned = messages.filter((m) => m.status === "sticky").sort((a, b) => (a.stickyOrder ?? 0) - (b.stickyOrder ?? 0) || a.id - b.id);
  const active = messages.filter((m) => m.status === "active" || m.status === "held" || m.status === "rejected").sort((a, b) => a.id - b.id);
  return [...pinned, ...active.slice(-keep)];
}

export function chatFeed(messages: ChatMessage[], keep: number): ChatFeed {
  return { messages: arrange(messages, keep), gone: new Set(), keep };
}

function remove(feed: ChatFeed, messageId: number): ChatFeed {
  return { ...feed, messages: feed.messages.filter((m) => m.id !== messageId), gone: new Set(feed.gone).add(messageId) };
}

/** A new or changed message; pushed ones carry no e-mail, so the host's list keeps the one it knew. */
function receive(feed: ChatFeed, message: ChatMessage): ChatFeed {
  if (feed.gone.has(message.id)) return feed;
  if (message.status === "removed") return remove(feed, message.id);
  const known = feed.messages.find((m) => m.id === message.id);
  const merged = known?.viewer && message.viewer ? { ...message, viewer: { ...known.viewer, ...message.viewer } } : message;
  return { ...feed, messages: arrange([...feed.messages.filter((m) => m.id !== message.id), merged], feed.keep) };
}

/** A fresh list replaces what it covers; messages newer than anything in it stay. */
function list(feed: ChatFeed, messages: ChatMessage[]): ChatFeed {
  const newest = messages.reduce((max, m) => Math.max(max, m.id), 0);
  const fresh = messages.filter((m) => !feed.gone.has(m.id));
  return { ...feed, messages: arrange([...fresh, ...feed.messages.filter((m) => m.id > newest)], feed.keep) };
}

export function chatFeedReducer(feed: ChatFeed, action: ChatFeedAction): ChatFeed {
  switch (action.type) {
    case "chat_message":
    case "message_updated":
      return receive(feed, action.data);
    case "chat_deletion":
      return remove(feed, action.data.messageId);
    case "chat_moderation":
      return action.data.action === "remove" ? remove(feed, action.data.messageId) : feed;
    case "listed":
      return list(feed, action.messages);
  }
}
