import { webhookDeliveryPageSchema, webhookEndpointCreateSchema, webhookEndpointPatchSchema } from "~/schemas/webhook";
import {
  webhookDeliveryLogPageSchema,
  webhookDeliverySchema,
  webhookEndpointDeletedSchema,
  webhookEndpointListSchema,
  webhookEndpointSchema,
  webhookEndpointWithSecretSchema,
} from "~/contracts/webhooks";
import { call, created, reply, type ApiCall } from "./define.server";

/** The JSON calls of the API reference's "Webhooks" area. */
export const webhooksCalls: ApiCall[] = [
  call("api.webhook-endpoints._index", "GET", "Webhooks", "host", "List your webhook endpoints (never their secrets)", {
    responses: { 200: reply("Your endpoints", webhookEndpointListSchema) },
  }),
  call("api.webhook-endpoints._index", "POST", "Webhooks", "host", "Add a webhook endpoint", {
    description: "The answer carries the endpoint's signing `secret`, shown this once.",
    body: webhookEndpointCreateSchema,
    responses: created("the endpoint with its secret", webhookEndpointWithSecretSchema),
  }),
  call("api.webhook-endpoints.$id._index", "GET", "Webhooks", "host", "Get one webhook endpoint", {
    responses: { 200: reply("The endpoint", webhookEndpointSchema) },
  }),
  call("api.webhook-endpoints.$id._index", "PATCH", "Webhooks", "host", "Change an endpoint's URL or events, or turn it on or off", {
    body: webhookEndpointPatchSchema,
    responses: { 200: reply("The endpoint as changed", webhookEndpointSchema) },
  }),
  call("api.webhook-endpoints.$id._index", "DELETE", "Webhooks", "host", "Delete an endpoint and its delivery log", {
    responses: { 200: reply("Deleted", webhookEndpointDeletedSchema) },
  }),
  call("api.webhook-endpoints.$id.[test]", "POST", "Webhooks", "host", "Send a test.ping to an endpoint", {
    responses: created("the delivery", webhookDeliverySchema),
  }),
  call("api.webhook-endpoints.$id.rotate-secret", "POST", "Webhooks", "host", "Rotate an endpoint's signing secret", {
    description: "Answers the new secret once; the old one keeps signing beside it for 24 hours.",
    responses: { 200: reply("The endpoint with its new secret", webhookEndpointWithSecretSchema) },
  }),
  call("api.webhook-endpoints.$id.deliveries", "GET", "Webhooks", "host", "An endpoint's deliveries, newest first", {
    query: webhookDeliveryPageSchema,
    responses: { 200: reply("A page of deliveries", webhookDeliveryLogPageSchema) },
  }),
  call("api.deliveries.$id.resend", "POST", "Webhooks", "host", "Send a delivery again (the same event id and body)", {
    responses: { ...created("the new delivery", webhookDeliverySchema), 409: "The endpoint is disabled: turn it on first" },
  }),
];
