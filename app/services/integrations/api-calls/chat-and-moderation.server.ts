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
import { call, created, reply, type ApiCall } from "./define.server";

/** The refusals of a call that viewers make too (the automatic ones name them for the host's calls only). */
const AUDIENCE_REFUSALS = {
  401: "Not registered for an event that requires it (or not signed in, for what only the host may do).",
  403: "Not let in: removed from the event, a passcode or a confirmed e-mail still needed, or another account's link.",
};

/** The JSON calls of the API reference's "Chat and moderation" area. */
export const chatAndModerationCalls: ApiCall[] = [
  call("api.streams.$streamId.chat", "GET", "Chat and moderation", "audience", "Read the chat, or page through its history", {
    description: "Without filters: sticky messages, then the latest ones. With since, after, limit or cursor: the history, oldest first, in pages.",
    query: chatHistoryQuerySchema,
    responses: { 200: reply("Chat messages (the e-mails of viewers in the host's reply only)", chatMessageListSchema), ...AUDIENCE_REFUSALS },
  }),
  call("api.streams.$streamId.chat", "POST", "Chat and moderation", "audience", "Post a chat message", {
    body: chatPostSchema,
    responses: {
      ...created("the message", chatMessageSchema),
      ...AUDIENCE_REFUSALS,
      403: "Not let in, or the chat is off, closed, not open yet (waiting room) or you are timed out (`details.timedOutUntil`).",
      429: "Sent too fast (slow mode, or more than the rate allows): try again after `Retry-After` seconds.",
    },
  }),
  call("api.streams.$streamId.chat", "PATCH", "Chat and moderation", "host", "Open or close the chat", {
    body: openSwitchSchema,
    responses: { 200: reply("Whether the chat is open now", chatStateSchema) },
  }),
  call("api.streams.$streamId.chat-settings", "PATCH", "Chat and moderation", "host", "Change the chat's open state and slow mode", {
    body: chatSettingsSchema,
    responses: { 200: reply("The chat's settings now", chatSettingsReplySchema) },
  }),
  call("api.streams.$streamId.held-messages", "GET", "Chat and moderation", "host", "List messages held for review", {
    responses: { 200: reply("The messages waiting for review, oldest first", chatMessageListSchema) },
  }),
  call("api.streams.$streamId.moderation-log", "GET", "Chat and moderation", "host", "Read the moderation log, newest first", {
    responses: { 200: reply("The moderation log", moderationLogSchema) },
  }),
  call("api.chat.$messageId.moderate", "PATCH", "Chat and moderation", "host", "Pin, unpin, remove, approve or reject a message", {
    body: moderationSchema,
    responses: {
      200: reply("The message as moderated", chatMessageSchema),
      409: "Only a held message can be approved or rejected; a removed or unpublished one cannot be pinned or unpinned",
    },
  }),
  call("api.blocked-words", "GET", "Chat and moderation", "host", "Read your chat filter", {
    responses: { 200: reply("Your chat filter", chatFilterSchema) },
  }),
  call("api.blocked-words", "PUT", "Chat and moderation", "host", "Replace your chat filter", {
    body: blockedWordsSchema,
    responses: { 200: reply("The chat filter as saved", chatFilterSchema) },
  }),
  call("api.streams.$streamId.hearts", "POST", "Chat and moderation", "audience", "Send a heart", {
    responses: {
      202: reply("Accepted: counted and pushed to everyone", heartAcceptedSchema),
      ...AUDIENCE_REFUSALS,
      413: "The optional body (`{ token }`) is over 1 KB",
      429: "Sent too fast: try again after `Retry-After` seconds",
    },
  }),
];
