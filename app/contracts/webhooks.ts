// A host's webhook endpoints and their deliveries as the JSON calls answer them, as zod shapes: the
// OpenAPI document describes the replies with them and their types are the ones the server builds.
import * as z from "zod";
import type { WebhookDeliveryStatus } from "../../db/schema/webhooks";
import { apiShape, isoTime, rowId } from "./api-shapes";
import { WEBHOOK_EVENT_TYPES } from "./integrations-data";

export const WEBHOOK_DELIVERY_STATUSES = [
  "pending",
  "delivering",
  "succeeded",
  "failed",
  "cancelled",
] as const satisfies readonly WebhookDeliveryStatus[];

const eventType = (description: string) => z.string().meta({ description, examples: [WEBHOOK_EVENT_TYPES[0]] });

const webhookEndpointFields = {
  id: rowId(4),
  url: z.string().meta({ examples: ["https://example.com/hooks/showup"] }),
  events: z.array(eventType(`An event type it receives: ${WEBHOOK_EVENT_TYPES.join(", ")}.`)),
  enabled: z.boolean(),
  disabledReason: z
    .string()
    .nullable()
    .meta({ description: "Why it is off: turned off by the host, or by the app after a day of failed deliveries; null while on." }),
  disabledAt: isoTime().nullable(),
  failingSince: isoTime()
    .nullable()
    .meta({ description: "Since when its deliveries have failed without a success in between; null when they succeed." }),
  previousSecretValidUntil: isoTime()
    .nullable()
    .meta({ description: "After a rotation: until when the old secret still signs deliveries beside the new one; null otherwise." }),
  createdAt: isoTime(),
  updatedAt: isoTime(),
};

/** A webhook endpoint, without its secret. */
export const webhookEndpointSchema = apiShape("WebhookEndpoint", z.object(webhookEndpointFields));
export type WebhookEndpointView = z.infer<typeof webhookEndpointSchema>;

/** The answer that made a secret (adding the endpoint, rotating its secret): the only one that shows it. */
export const webhookEndpointWithSecretSchema = apiShape(
  "WebhookEndpointWithSecret",
  z.object({
    ...webhookEndpointFields,
    secret: z.string().meta({
      description: "The signing secret, shown this once: deliveries carry Webhook-Signature, an HMAC-SHA256 with it.",
      examples: ["whsec_Vq3xT9bLm0PzR7kW2cYe5nHf8JdA1sGu"],
    }),
  }),
);
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecretSchema>;

/** GET /api/webhook-endpoints. */
export const webhookEndpointListSchema = apiShape("WebhookEndpointList", z.object({ endpoints: z.array(webhookEndpointSchema) }));

/** DELETE /api/webhook-endpoints/{id}. */
export const webhookEndpointDeletedSchema = apiShape("WebhookEndpointDeleted", z.object({ deleted: z.literal(true) }));

/** One event sent (or to send) to one endpoint. */
export const webhookDeliverySchema = apiShape(
  "WebhookDelivery",
  z.object({
    id: rowId(118),
    endpointId: rowId(4),
    eventId: z.string().meta({ description: "The event's public id, the same on every attempt and resend.", examples: ["evt_3kq9Xb2LmT7vR0pZ"] }),
    type: eventType("The event type (test.ping for a test)."),
    status: z.enum(WEBHOOK_DELIVERY_STATUSES).meta({
      description:
        "pending: waiting for its (next) attempt; delivering: being sent; succeeded; failed: given up on (tried for a day); cancelled: its endpoint was turned off first.",
    }),
    attempts: z.number().int(),
    responseCode: z.number().int().nullable().meta({ description: "The HTTP status of the last attempt; null when there was no answer." }),
    durationMs: z.number().int().nullable().meta({ description: "How long the last attempt took." }),
    error: z.string().nullable().meta({ description: "What went wrong on the last attempt." }),
    nextAttemptAt: isoTime().nullable().meta({ description: "When it is tried next, while pending; null otherwise." }),
    createdAt: isoTime(),
    deliveredAt: isoTime().nullable(),
  }),
);
export type WebhookDeliveryView = z.infer<typeof webhookDeliverySchema>;

/** GET /api/webhook-endpoints/{id}/deliveries: a page of the log, newest first. */
export const webhookDeliveryLogPageSchema = apiShape(
  "WebhookDeliveryPage",
  z.object({
    deliveries: z.array(webhookDeliverySchema),
    nextCursor: z
      .string()
      .nullable()
      .meta({ description: "Pass it as `cursor` for the next (older) page; null on the last page.", examples: ["97"] }),
  }),
);
export type WebhookDeliveryLogPage = z.infer<typeof webhookDeliveryLogPageSchema>;
