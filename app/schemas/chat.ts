import { z } from "zod";

// Chat input: POST /api/streams/{streamId}/chat (and the watch page's chat form), moderation
// PATCH /api/chat/{messageId}/moderate, viewer actions PATCH /api/viewers/{viewerId}/{action}.

/** Spec section 9: chat messages hold at most 500 characters. */
export const CHAT_MESSAGE_MAX = 500;
/** The largest id an integer column holds on both databases. */
const MAX_ROW_ID = 2_147_483_647;

export const CHAT_MESSAGES = {
  empty: "Message cannot be empty",
  tooLong: `Message must be at most ${CHAT_MESSAGE_MAX} characters`,
  notText: "Message must be text",
  viewerId: "viewerId must be a positive whole number or null",
  isStreamer: "isStreamer must be true or false",
  token: "token must be the id of your personal watch link",
  moderationAction: "action must be one of sticky, unsticky, remove",
  viewerAction: "Action must be shadowban or kick",
  streamIdRequired: "streamId is required",
} as const;

/**
 * The text of a message: trimmed, 1 to 500 characters. NUL characters are dropped (PostgreSQL
 * text cannot hold them).
 */
export const chatMessageTextSchema = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? CHAT_MESSAGES.empty : CHAT_MESSAGES.notText) })
  .transform((text) => text.replace(/\u0000/g, "").trim())
  .pipe(z.string().min(1, CHAT_MESSAGES.empty).max(CHAT_MESSAGE_MAX, CHAT_MESSAGES.tooLong));

/**
 * POST body. A viewer sends `{ viewerId, message }` (and may carry the personal link's id as
 * `token` instead of the viewer cookie); the host sends `{ message, viewerId: null, isStreamer: true }`.
 */
export const chatPostSchema = z.object({
  message: chatMessageTextSchema,
  viewerId: z
    .number({ error: CHAT_MESSAGES.viewerId })
    .int(CHAT_MESSAGES.viewerId)
    .min(1, CHAT_MESSAGES.viewerId)
    .max(MAX_ROW_ID, CHAT_MESSAGES.viewerId)
    .nullable()
    .optional(),
  isStreamer: z.boolean({ error: CHAT_MESSAGES.isStreamer }).optional(),
  token: z.string({ error: CHAT_MESSAGES.token }).max(64, CHAT_MESSAGES.token).optional(),
});
export type ChatPostInput = z.output<typeof chatPostSchema>;

export const MODERATION_ACTIONS = ["sticky", "unsticky", "remove"] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const moderationSchema = z.object({
  action: z.enum(MODERATION_ACTIONS, { error: CHAT_MESSAGES.moderationAction }),
});

export const VIEWER_ACTIONS = ["shadowban", "kick"] as const;
export type ViewerAction = (typeof VIEWER_ACTIONS)[number];

export const viewerActionSchema = z.enum(VIEWER_ACTIONS, { error: CHAT_MESSAGES.viewerAction });

/** PATCH /api/streams/{streamId}/chat body: whether viewers may post. */
export const chatStateSchema = z.object({ open: z.boolean({ error: "open must be true or false" }) }, { error: "open must be true or false" });

/** PATCH /api/streams/{streamId}/room body: whether viewers are let in from the waiting room. */
export const roomStateSchema = z.object({ open: z.boolean({ error: "open must be true or false" }) }, { error: "open must be true or false" });

/** PATCH /api/viewers/{viewerId}/{action} body: the public id of the stream the viewer is on. */
export const viewerActionBodySchema = z.object({
  streamId: z.string({ error: CHAT_MESSAGES.streamIdRequired }).trim().min(1, CHAT_MESSAGES.streamIdRequired).max(64, "Stream not found"),
});

/** A row id from a URL segment, or null when it cannot be one (answered with 404 without a query). */
export function parseRowId(value: string | undefined | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_ROW_ID ? id : null;
}
