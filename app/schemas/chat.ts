import * as z from "zod";
import { momentSchema, pageQuerySchema } from "./pagination";
import { rowIdSchema } from "./row-id";
import { roomTextSchema } from "./text-fields";
import { VIEWER_ACTIONS } from "~/contracts/viewers";

// Chat input: POST /api/streams/{streamId}/chat (and the watch page's chat form), moderation
// PATCH /api/chat/{messageId}/moderate, viewer actions PATCH /api/viewers/{viewerId}/{action}.

/** Spec section 9: chat messages hold at most 500 characters. */
export const CHAT_MESSAGE_MAX = 500;

export const CHAT_MESSAGES = {
  empty: "Message cannot be empty",
  tooLong: `Message must be at most ${CHAT_MESSAGE_MAX} characters`,
  notText: "Message must be text",
  viewerId: "viewerId must be a positive whole number or null",
  isStreamer: "isStreamer must be true or false",
  token: "token must be the id of your personal watch link",
  moderationAction: "action must be one of sticky, unsticky, remove, approve, reject",
  viewerAction: "Action must be one of shadowban, unshadowban, kick, readmit, timeout, untimeout",
  timeoutMinutes: "minutes must be 1, 5 or 10",
  chatSettings: "Send open (true or false) and/or slowModeSeconds (0, 5, 10, 30 or 60)",
  slowModeSeconds: "slowModeSeconds must be 0, 5, 10, 30 or 60",
  streamIdRequired: "streamId is required",
} as const;

export const chatMessageTextSchema = roomTextSchema(CHAT_MESSAGE_MAX, CHAT_MESSAGES);

/** The personal link's id, sent in place of the viewer cookie. */
export const personalLinkTokenSchema = z.string({ error: CHAT_MESSAGES.token }).max(64, CHAT_MESSAGES.token).optional();

/**
 * POST body. A viewer sends `{ viewerId, message }` (and may carry the personal link's id as
 * `token` instead of the viewer cookie); the host sends `{ message, viewerId: null, isStreamer: true }`.
 */
export const chatPostSchema = z.object({
  message: chatMessageTextSchema,
  viewerId: rowIdSchema(CHAT_MESSAGES.viewerId).nullable().optional(),
  isStreamer: z.boolean({ error: CHAT_MESSAGES.isStreamer }).optional(),
  token: personalLinkTokenSchema,
});
export type ChatPostInput = z.output<typeof chatPostSchema>;

export const MODERATION_ACTIONS = ["sticky", "unsticky", "remove", "approve", "reject"] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const moderationSchema = z.object({
  action: z.enum(MODERATION_ACTIONS, { error: CHAT_MESSAGES.moderationAction }),
});

export { VIEWER_ACTIONS };
export type ViewerAction = (typeof VIEWER_ACTIONS)[number];

export const viewerActionSchema = z.enum(VIEWER_ACTIONS, { error: CHAT_MESSAGES.viewerAction });

/** PATCH /api/streams/{streamId}/chat and /room body: whether viewers may post, whether they are let in from the waiting room. */
export const openSwitchSchema = z.object({ open: z.boolean({ error: "open must be true or false" }) }, { error: "open must be true or false" });

/** PATCH /api/viewers/{viewerId}/{action} body: the public id of the stream the viewer is on. */
export const viewerActionBodySchema = z.object({
  streamId: z.string({ error: CHAT_MESSAGES.streamIdRequired }).trim().min(1, CHAT_MESSAGES.streamIdRequired).max(64, "Stream not found"),
});

/** PATCH /api/viewers/{viewerId}/timeout body: the stream, and for how long. */
export const timeoutBodySchema = viewerActionBodySchema.extend({
  minutes: z.union([z.literal(1), z.literal(5), z.literal(10)], { error: CHAT_MESSAGES.timeoutMinutes }),
});

/** PATCH /api/streams/{streamId}/chat-settings body: at least one of the two. */
export const chatSettingsSchema = z
  .object(
    {
      open: z.boolean({ error: "open must be true or false" }).optional(),
      slowModeSeconds: z
        .union([z.literal(0), z.literal(5), z.literal(10), z.literal(30), z.literal(60)], { error: CHAT_MESSAGES.slowModeSeconds })
        .optional(),
    },
    { error: CHAT_MESSAGES.chatSettings },
  )
  .refine((body) => body.open !== undefined || body.slowModeSeconds !== undefined, { message: CHAT_MESSAGES.chatSettings });
export type ChatSettingsInput = z.output<typeof chatSettingsSchema>;

/**
 * GET /api/streams/{streamId}/chat as history: with any of these the answer is the timeline oldest
 * first in pages (sticky messages in their place in time); without, the live view (sticky first,
 * then the latest messages).
 */
export const chatHistoryQuerySchema = z.object({
  token: z.string().optional().meta({ description: "A viewer's personal token, for a viewer without the viewer cookie." }),
  since: momentSchema.optional().meta({ description: "Only messages written at or after this moment." }),
  after: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, "after must be a message id")
    .transform(Number)
    .refine((id) => id <= 2_147_483_647, "after must be a message id")
    .optional()
    .meta({ description: "Only messages after the message with this id." }),
  ...pageQuerySchema.shape,
});
