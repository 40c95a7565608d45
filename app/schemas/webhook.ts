import * as z from "zod";
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from "~/contracts/integrations-data";

export { WEBHOOK_EVENT_TYPES, type WebhookEventType };

export const MAX_WEBHOOK_ENDPOINTS = 20;
export const MAX_WEBHOOK_URL_LENGTH = 2048;

export const WEBHOOK_TEXTS = {
  urlRequired: "Enter the URL that receives the webhooks.",
  urlInvalid: "Enter a full URL starting with https:// (or http:// where allowed).",
  urlTooLong: `The URL may be at most ${MAX_WEBHOOK_URL_LENGTH} characters.`,
  eventsRequired: "Choose at least one event.",
  eventUnknown: `Choose events from: ${WEBHOOK_EVENT_TYPES.join(", ")}.`,
  enabledInvalid: "enabled must be true or false.",
  nothingToChange: "Send at least one of url, events or enabled.",
  tooMany: `A host may have at most ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints.`,
  cursorInvalid: "cursor must be the nextCursor of a previous page.",
  limitInvalid: "limit must be a whole number from 1 to 100.",
} as const;

const url = z
  .string({ error: WEBHOOK_TEXTS.urlRequired })
  .trim()
  .min(1, WEBHOOK_TEXTS.urlRequired)
  .max(MAX_WEBHOOK_URL_LENGTH, WEBHOOK_TEXTS.urlTooLong)
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), WEBHOOK_TEXTS.urlInvalid);

const events = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: WEBHOOK_TEXTS.eventUnknown }), { error: WEBHOOK_TEXTS.eventsRequired })
  .min(1, WEBHOOK_TEXTS.eventsRequired)
  .max(WEBHOOK_EVENT_TYPES.length * 2, WEBHOOK_TEXTS.eventUnknown)
  .transform((list) => [...new Set(list)]);

/** POST /api/webhook-endpoints: where to send, and which events. */
export const webhookEndpointCreateSchema = z.object({ url, events });
export type WebhookEndpointInput = z.infer<typeof webhookEndpointCreateSchema>;

/** PATCH /api/webhook-endpoints/{id}: any of url, events, enabled (at least one). */
export const webhookEndpointPatchSchema = z.object({
  url: url.optional(),
  events: events.optional(),
  enabled: z.boolean({ error: WEBHOOK_TEXTS.enabledInvalid }).optional(),
});
export type WebhookEndpointPatch = z.infer<typeof webhookEndpointPatchSchema>;

/** GET /api/webhook-endpoints/{id}/deliveries?cursor=&limit= */
export const webhookDeliveryPageSchema = z.object({
  cursor: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, WEBHOOK_TEXTS.cursorInvalid)
    .transform(Number)
    .optional(),
  limit: z
    .string()
    .regex(/^\d{1,3}$/, WEBHOOK_TEXTS.limitInvalid)
    .transform(Number)
    .refine((n) => n >= 1 && n <= 100, WEBHOOK_TEXTS.limitInvalid)
    .default(20),
});
