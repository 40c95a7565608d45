// The chat and its moderation as the calls answer them, as zod shapes: the OpenAPI document
// describes the replies with them and their types are the ones the server builds. Server only at
// run time: pages import these types alone (`import type`, through live-events.ts and
// moderation.ts), never zod.
import * as z from "zod";
import type { ChatMessageStatus } from "../../db/schema/product";
import type { BlockedWordsMode, LinksMode } from "../../db/schema/chat-filters";
import { apiShape, isoTime, rowId } from "./api-shapes";
import { MODERATION_LOG_ACTIONS } from "./moderation";

export const CHAT_MESSAGE_STATUSES = ["active", "sticky", "removed", "held", "rejected"] as const satisfies readonly ChatMessageStatus[];

/** Who wrote a message on the host's side: the host or a member of their team. */
export const STAFF_BADGE_ROLES = ["host", "co-host", "moderator"] as const;
export type StaffBadgeRole = (typeof STAFF_BADGE_ROLES)[number];

/** The chat filter's choices: what becomes of a viewer's message with a blocked word, and of links. */
export const BLOCKED_WORDS_MODES = ["mask", "hold"] as const satisfies readonly BlockedWordsMode[];
export const LINKS_MODES = ["allow", "mask", "hold"] as const satisfies readonly LinksMode[];

/** Who wrote a message on the host's side, for the badge. */
export const chatStaffSchema = apiShape(
  "ChatStaff",
  z.object({
    name: z.string().meta({ examples: ["Sam Rivera"] }),
    role: z.enum(STAFF_BADGE_ROLES),
  }),
);
export type ChatStaff = z.infer<typeof chatStaffSchema>;

/**
 * Spec section 3 "Chat message", as the chat calls return it and `chat_message` /
 * `message_updated` carry it. The viewer's e-mail is only in the host's replies: pushed events go
 * to every viewer, and viewers' lists never carry anyone's e-mail.
 */
export const chatMessageSchema = apiShape(
  "ChatMessage",
  z.object({
    id: rowId(1024),
    message: z.string().meta({ examples: ["Where can I find the slides?"] }),
    status: z.enum(CHAT_MESSAGE_STATUSES).meta({
      description:
        "active; sticky (pinned, first in the list); removed; held (by the chat filter, seen by its author and the host only); rejected (a held one the host turned down).",
    }),
    stickyOrder: z
      .number()
      .int()
      .nullable()
      .meta({ description: "Its place among the pinned messages; null when not pinned.", examples: [null] }),
    timestamp: isoTime().meta({ description: "When it was sent." }),
    isStreamer: z.boolean().meta({ description: "Written on the host's side (the host or a member of their team).", examples: [false] }),
    viewer: z
      .object({
        id: rowId(88),
        firstName: z.string().meta({ examples: ["Dana"] }),
        email: z
          .string()
          .optional()
          .meta({ description: "In the host's replies only.", examples: ["dana@example.com"] }),
      })
      .nullable()
      .meta({ description: "The viewer who wrote it; null for the host's side." }),
    staff: chatStaffSchema
      .optional()
      .meta({ description: "On the host's side: who wrote it and in what role (absent from older messages: the host's)." }),
  }),
);
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatMessageListSchema = apiShape("ChatMessageList", z.array(chatMessageSchema));

/** PATCH /api/streams/{streamId}/chat, and the `chat_state` live event: whether viewers may post. */
export const chatStateSchema = apiShape(
  "ChatState",
  z.object({ open: z.boolean().meta({ description: "true: viewers may post; false: they can only read the chat." }) }),
);
export type ChatState = z.infer<typeof chatStateSchema>;

/** A stream's chat settings as PATCH /api/streams/{streamId}/chat-settings returns them and `chat_settings` carries them. */
export const chatSettingsReplySchema = apiShape(
  "ChatSettings",
  z.object({
    open: z.boolean().meta({ description: "Viewers may post." }),
    slowModeSeconds: z
      .number()
      .int()
      .meta({ description: "The seconds one viewer waits between messages: 0 (off), 5, 10, 30 or 60.", examples: [10] }),
  }),
);
export type ChatSettings = z.infer<typeof chatSettingsReplySchema>;

/** One line of the moderation log as the host's tab and GET /api/streams/{streamId}/moderation-log show it. */
export const moderationLogEntrySchema = apiShape(
  "ModerationLogEntry",
  z.object({
    id: z.number().int(),
    action: z.enum(MODERATION_LOG_ACTIONS),
    actor: z
      .object({ id: z.number().int(), name: z.string().meta({ examples: ["Sam Rivera"] }) })
      .nullable()
      .meta({ description: "Who acted (the host or a member of their team); null when their account is gone." }),
    viewer: z
      .object({ id: z.number().int(), firstName: z.string().meta({ examples: ["Dana"] }) })
      .nullable()
      .meta({ description: "The viewer acted on, or whose message it was; null for the chat's settings." }),
    message: z
      .object({ id: z.number().int(), text: z.string() })
      .nullable()
      .meta({ description: "The message acted on; null for actions on a viewer or on the chat." }),
    details: z
      .record(z.string(), z.unknown())
      .meta({ description: "What else the action says: `minutes` of a timeout, `seconds` of slow mode.", examples: [{ minutes: 5 }] }),
    createdAt: isoTime(),
  }),
);
export type ModerationLogEntry = z.infer<typeof moderationLogEntrySchema>;

export const moderationLogSchema = apiShape(
  "ModerationLog",
  z.array(moderationLogEntrySchema).meta({ description: "Newest first, at most 200 lines." }),
);

/** The host's chat filter (GET and PUT /api/blocked-words). */
export const chatFilterSchema = apiShape(
  "ChatFilter",
  z.object({
    words: z.array(z.string()).meta({
      description: "Blocked words and phrases, matched as whole words whatever their case and accents; `*` stands for any run of letters.",
      examples: [["spam", "buy now", "crypto*"]],
    }),
    mode: z.enum(BLOCKED_WORDS_MODES).meta({ description: "mask: the words become asterisks; hold: the message waits for the host's review." }),
    links: z.enum(LINKS_MODES).meta({ description: "Links in viewers' messages: allowed, masked, or held for review." }),
  }),
);
export type ChatFilterRules = z.infer<typeof chatFilterSchema>;

/** POST /api/streams/{streamId}/hearts: counted and pushed to everyone. */
export const heartAcceptedSchema = apiShape("HeartAccepted", z.object({ accepted: z.literal(true) }));
export type HeartAccepted = z.infer<typeof heartAcceptedSchema>;
