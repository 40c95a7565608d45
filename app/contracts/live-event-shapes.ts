// Each live event's payload as a zod shape, server-side only (viewer pages take the types from
// live-events.ts, erased from their bundle): the server publishes with these types and the
// AsyncAPI document (/api/asyncapi.json) describes the events with these schemas.
import * as z from "zod";
import { isoTime } from "./api-shapes";
import { chatMessageSchema, chatSettingsReplySchema, chatStateSchema } from "./chat-shapes";
import { handoutViewSchema } from "./handout-shapes";
import type { ViewerModerationState } from "./moderation";
import { offerViewSchema } from "./offer-shapes";
import { landingPageSettingsReplySchema, overlayViewSchema } from "./overlay-shapes";
import { pollSchema } from "./poll-shapes";
import { hostQuestionSchema, questionSchema } from "./question-shapes";
import { waitingRoomStateSchema } from "./streams";

const id = () => z.number().int();

/** `stream_status` data: what a watch page needs to switch between offline and the player. */
export const streamStatusDataSchema = z.object({
  streamId: z.string(),
  isLive: z.boolean(),
  status: z.string(),
  playbackUrl: z.string().nullable(),
  eventEnded: z.literal(true).optional().meta({ description: "Present once the host ended the stream's event (End event)." }),
});

export const viewerCountDataSchema = z.object({ streamId: z.string(), count: z.number().int() });

export const STREAM_HEALTH_RATINGS = ["excellent", "good", "poor", "offline"] as const;
export const BROADCAST_STATES = ["starting", "live", "reconnecting", "offline"] as const;

/** `stream_health` data: one measurement, pushed to the host every few seconds while a broadcast lasts. */
export const streamHealthSchema = z.object({
  streamId: z.string(),
  state: z.enum(BROADCAST_STATES),
  rating: z.enum(STREAM_HEALTH_RATINGS),
  measuredAt: isoTime(),
  liveSince: isoTime().nullable().meta({ description: "When the broadcast first became playable; null before." }),
  ingestKbps: z.number().nullable(),
  framesPerSecond: z.number().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  keyframeIntervalSeconds: z.number().nullable(),
  encoderSpeed: z.number().nullable().meta({ description: "ffmpeg's speed: below 1 the box cannot package the stream in real time." }),
  droppedSegments: z.number().int(),
  viewerCount: z.number().int(),
  recording: z.enum(["off", "on", "stopped-low-disk"]),
  warnings: z.array(z.string()).meta({ description: "Plain sentences for the host, worst first; empty when all is well." }),
});

export const offersDataSchema = z.object({ offers: z.array(offerViewSchema) });

export const offerPurchaseDataSchema = z.object({ offerId: id(), offerTitle: z.string(), firstName: z.string(), city: z.string().nullable() });

export const saleDataSchema = z.object({
  purchaseId: id(),
  offerId: id().nullable(),
  offerTitle: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  buyerName: z.string().nullable(),
  buyerEmail: z.string(),
  purchasedAt: isoTime(),
});

export const handoutsDataSchema = z.object({ handouts: z.array(handoutViewSchema) });

const viewerModerationStateSchema = z.object({
  viewerId: id(),
  isShadowbanned: z.boolean(),
  isKicked: z.boolean(),
  timedOutUntil: isoTime().nullable(),
}) satisfies z.ZodType<ViewerModerationState>;

/** Each live event's data (the JSON of its SSE `data:` line, `data` on /ws), by name. */
export const LIVE_EVENT_PAYLOADS = {
  chat_message: chatMessageSchema,
  message_updated: chatMessageSchema,
  chat_moderation: z.object({ messageId: id(), action: z.enum(["sticky", "unsticky", "remove"]) }),
  chat_deletion: z.object({ messageId: id() }),
  viewer_kick: z.object({ viewerId: id() }),
  viewer_shadowban: z.object({ viewerId: id() }),
  registration_cancelled: z.object({ viewerId: id() }),
  chat_state: chatStateSchema,
  room_state: waitingRoomStateSchema,
  chat_settings: chatSettingsReplySchema,
  viewer_state: viewerModerationStateSchema,
  overlay: overlayViewSchema,
  landing_page: landingPageSettingsReplySchema,
  stream_status: streamStatusDataSchema,
  viewer_count: viewerCountDataSchema,
  heart: z.object({ count: z.number().int() }),
  stream_health: streamHealthSchema,
  offers: offersDataSchema,
  offer_purchase: offerPurchaseDataSchema,
  sale: saleDataSchema,
  handouts: handoutsDataSchema,
  question: questionSchema,
  host_question: hostQuestionSchema,
  poll: pollSchema,
  poll_results: pollSchema,
  team_member_removed: z.object({ userId: id() }),
};

export type LiveEventPayloads = typeof LIVE_EVENT_PAYLOADS;
