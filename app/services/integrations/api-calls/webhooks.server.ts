import { webhookDeliveryPageSchema, webhookEndpointCreateSchema, webhookEndpointPatchSchema } from "~/schemas/webhook";
import {
  webhookDeliveryLogPageSchema,
  webhookDeliverySchema,
  webhookEndpointDeletedSchema,
  webhookEndpointListSchema,
  webhookEndpointSchema,
  webhookEndpointWithSecretSchema,
} from "~/contracts/webhooks";
import { apiArea, created, ok, type ApiCall } from "./define.server";

const { host } = apiArea("Webhooks");

/** The JSON calls of the API reference's "Webhooks" area. */
export const webhooksCalls: ApiCall[] = [
  host("GET", "api.webhook-endpoints._index", "List your webhook endpoints (never their secrets)", {
    responses: ok("Your endpoints", webhookEndpointListSchema),
  }),
  host("POST", "api.webhook-endpoints._index", "Add a webhook endpoint", {
    description: "The answer carries the endpoint's signing `secret`, shown this once.",
    body: webhookEndpointCreateSchema,
    responses: created("the endpoint with its secret", webhookEndpointWithSecretSchema),
  }),
  host("GET", "api.webhook-endpoints.$id._index", "Get one webhook endpoint", { responses: ok("The endpoint", webhookEndpointSchema) }),
  host("PATCH", "api.webhook-endpoints.$id._index", "Change an endpoint's URL or events, or turn it on or off", {
    body: webhookEndpointPatchSchema,
    responses: ok("The endpoint as changed", webhookEndpointSchema),
  }),
  host("DELETE", "api.webhook-endpoints.$id._index", "Delete an endpoint and its delivery log", {
    responses: ok("Deleted", webhookEndpointDeletedSchema),
  }),
  host("POST", "api.webhook-endpoints.$id.[test]", "Send a test.ping to an endpoint", {
    responses: created("the delivery", webhookDeliverySchema),
  }),
  host("POST", "api.webhook-endpoints.$id.rotate-secret", "Rotate an endpoint's signing secret", {
    description: "Answers the new secret once; the old one keeps signing beside it for 24 hours.",
    responses: ok("The endpoint with its new secret", webhookEndpointWithSecretSchema),
  }),
  host("GET", "api.webhook-endpoints.$id.deliveries", "An endpoint's deliveries, newest first", {
    query: webhookDeliveryPageSchema,
    responses: ok("A page of deliveries", webhookDeliveryLogPageSchema),
  }),
  host("POST", "api.deliveries.$id.resend", "Send a delivery again (the same event id and body)", {
    responses: { ...created("the new delivery", webhookDeliverySchema), 409: "The endpoint is disabled: turn it on first" },
  }),
];
