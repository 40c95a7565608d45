import { describe, expect, it } from "vitest";
import { chatFeed, chatFeedReducer, type ChatFeed, type ChatFeedAction } from "~/components/live/chat-feed";
import type { ChatMessage } from "~/contracts/live-events";

function message(id: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    message: `Message ${id}`,
    status: "active",
    stickyOrder: null,
    timestamp: new Date(Date.UTC(2030, 0, 1, 12, 0, id)).toISOString(),
    isStreamer: false,
    viewer: { id: 100 + id, firstName: `Viewer ${id}` },
    ...overrides,
  };
}

const apply = (feed: ChatFeed, ...actions: ChatFeedAction[]) => actions.reduce(chatFeedReducer, feed);
const shown = (feed: ChatFeed) => feed.messages.map((m) => m.message);

describe("the chat feed", () => {
  it("shows pinned messages first in their pin order, then the rest oldest first, never removed ones", () => {
    const feed = chatFeed(
      [
        message(3),
        message(1),
        message(4, { status: "sticky", stickyOrder: 2 }),
        message(2, { status: "removed" }),
        message(5, { status: "sticky", stickyOrder: 1 }),
      ],
      200,
    );
    expect(shown(feed)).toEqual(["Message 5", "Message 4", "Message 1", "Message 3"]);
  });

  it("adds a new message at the end, once even when it arrives again (sent here, then pushed back)", () => {
    let feed = chatFeed([message(1)], 200);
    feed = apply(feed, { type: "chat_message", data: message(2) }, { type: "chat_message", data: message(2) });
    expect(shown(feed)).toEqual(["Message 1", "Message 2"]);
    // A message pushed late still lands in its place by time.
    feed = apply(feed, { type: "chat_message", data: message(3) }, { type: "chat_message", data: message(0) });
    expect(shown(feed)).toEqual(["Message 0", "Message 1", "Message 2", "Message 3"]);
  });

  it("moves a pinned message to the top and an unpinned one back to its place", () => {
    let feed = chatFeed([message(1), message(2), message(3)], 200);
    feed = apply(feed, { type: "message_updated", data: message(3, { status: "sticky", stickyOrder: 1 }) });
    expect(shown(feed)).toEqual(["Message 3", "Message 1", "Message 2"]);
    feed = apply(feed, { type: "message_updated", data: message(1, { status: "sticky", stickyOrder: 2 }) });
    expect(shown(feed)).toEqual(["Message 3", "Message 1", "Message 2"]);
    feed = apply(feed, { type: "message_updated", data: message(3) });
    expect(shown(feed)).toEqual(["Message 1", "Message 2", "Message 3"]);
  });

  it("takes a deleted or removed message away for good: a list read before, or a late push, does not bring it back", () => {
    const before = [message(1), message(2), message(3), message(4)];
    let feed = chatFeed(before, 200);
    feed = apply(
      feed,
      { type: "chat_deletion", data: { messageId: 2 } },
      { type: "chat_moderation", data: { messageId: 3, action: "remove" } },
      { type: "message_updated", data: message(4, { status: "removed" }) },
    );
    expect(shown(feed)).toEqual(["Message 1"]);
    feed = apply(feed, { type: "listed", messages: before }, { type: "chat_message", data: message(2) });
    expect(shown(feed)).toEqual(["Message 1"]);
  });

  it("keeps a message on other moderation news (its update arrives as message_updated)", () => {
    const feed = apply(chatFeed([message(1)], 200), { type: "chat_moderation", data: { messageId: 1, action: "sticky" } });
    expect(shown(feed)).toEqual(["Message 1"]);
  });

  it("takes a fresh list for what it covers and keeps messages newer than anything in it", () => {
    let feed = chatFeed([message(1), message(2)], 200);
    feed = apply(feed, { type: "chat_message", data: message(5) });
    // Read again: message 2 was removed meanwhile, message 3 was said meanwhile; 5 came after the read.
    feed = apply(feed, { type: "listed", messages: [message(1), message(3, { status: "sticky", stickyOrder: 1 })] });
    expect(shown(feed)).toEqual(["Message 3", "Message 1", "Message 5"]);
  });

  it("keeps only the newest active messages, pinned ones apart", () => {
    let feed = chatFeed([message(1, { status: "sticky", stickyOrder: 1 }), message(2), message(3)], 2);
    feed = apply(feed, { type: "chat_message", data: message(4) });
    expect(shown(feed)).toEqual(["Message 1", "Message 3", "Message 4"]);
  });

  it("keeps the e-mail the host's list knew when a pushed update carries none", () => {
    let feed = chatFeed([message(1, { viewer: { id: 101, firstName: "Ann", email: "ann@example.com" } })], 250);
    feed = apply(feed, { type: "message_updated", data: message(1, { status: "sticky", stickyOrder: 1, viewer: { id: 101, firstName: "Ann" } }) });
    expect(feed.messages[0]).toMatchObject({ status: "sticky", viewer: { id: 101, firstName: "Ann", email: "ann@example.com" } });
  });

  it("shows the host's messages without a viewer", () => {
    const feed = apply(chatFeed([], 200), { type: "chat_message", data: message(1, { isStreamer: true, viewer: null }) });
    expect(feed.messages).toEqual([message(1, { isStreamer: true, viewer: null })]);
  });
});
