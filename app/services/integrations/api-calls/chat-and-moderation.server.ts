import { blockedWordsSchema } from "~/schemas/blocked-words";
import { chatHistoryQuerySchema, chatPostSchema, chatSettingsSchema, moderationSchema, openSwitchSchema } from "~/schemas/chat";
import {
  chatFilterSchema,
  chatMessageListSchema,
  chatMessageSchema,
  chatSettingsReplySchema,
  chatStateSchema,
  heartAcceptedSchema,
  moderationLogSchema,
} from "~/contracts/chat-shapes";
import { apiArea, created, ok, reply, type ApiCall } from "./define.server";

/** The refusals of a call that viewers make too (the automatic ones name them for the host's calls only). */
const AUDIENCE_REFUSALS = {
  401: "Not registered for an event that requires it (or not signed in, for what only the host may do).",
  403: "Not let in: removed from the event, a passcode or a confirmed e-mail still needed, or another account's link.",
};

const { host, audience } = apiArea("Chat and moderation");

/** The JSON calls of the API reference's "Chat and moderation" area. */
export const chatAndModerationCalls: ApiCall[] = [
  audience("GET", "api.streams.$streamId.chat", "Read the chat, or page through its history", {
    description: "Without filters: sticky messages, then the latest ones. With since, after, limit or cursor: the history, oldest first, in pages.",
    query: chatHistoryQuerySchema,
    responses: { 200: reply("Chat messages (the e-mails of viewers in the host's reply only)", chatMessageListSchema), ...AUDIENCE_REFUSALS },
  }),
  audience("POST", "api.streams.$streamId.chat", "Post a chat message", {
    body: chatPostSchema,
    responses: {
      ...created("the message", chatMessageSchema),
      ...AUDIENCE_REFUSALS,
      403: "Not let in, or the chat is off, closed, not open yet (waiting room) or you are timed out (`details.timedOutUntil`).",
      429: "Sent too fast (slow mode, or more than the rate allows): try again after `Retry-After` seconds.",
    },
  }),
  host("PATCH", "api.streams.$streamId.chat", "Open or close the chat", {
    body: openSwitchSchema,
    responses: ok("Whether the chat is open now", chatStateSchema),
  }),
  host("PATCH", "api.streams.$streamId.chat-settings", "Change the chat's open state and slow mode", {
    body: chatSettingsSchema,
    responses: ok("The chat's settings now", chatSettingsReplySchema),
  }),
  host("GET", "api.streams.$streamId.held-messages", "List messages held for review", {
    responses: ok("The messages waiting for review, oldest first", chatMessageListSchema),
  }),
  host("GET", "api.streams.$streamId.moderation-log", "Read the moderation log, newest first", {
    responses: ok("The moderation log", moderationLogSchema),
  }),
  host("PATCH", "api.chat.$messageId.moderate", "Pin, unpin, remove, approve or reject a message", {
    body: moderationSchema,
    responses: {
      200: reply("The message as moderated", chatMessageSchema),
      409: "Only a held message can be approved or rejected; a removed or unpublished one cannot be pinned or unpinned",
    },
  }),
  host("GET", "api.blocked-words", "Read your chat filter", { responses: ok("Your chat filter", chatFilterSchema) }),
  host("PUT", "api.blocked-words", "Replace your chat filter", {
    body: blockedWordsSchema,
    responses: ok("The chat filter as saved", chatFilterSchema),
  }),
  audience("POST", "api.streams.$streamId.hearts", "Send a heart", {
    responses: {
      202: reply("Accepted: counted and pushed to everyone", heartAcceptedSchema),
      ...AUDIENCE_REFUSALS,
      413: "The optional body (`{ token }`) is over 1 KB",
      429: "Sent too fast: try again after `Retry-After` seconds",
    },
  }),
];
