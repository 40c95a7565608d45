import type { z } from "zod";
import type { WebhookDeliveryRow } from "../../../../db/schema/webhooks";
import { findTeamRole } from "~/models/team.server";
import {
  countWebhookEndpoints,
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  findWebhookDelivery,
  findWebhookEndpoint,
  hostOfWebhookDelivery,
  hostOfWebhookEndpoint,
  insertWebhookDelivery,
  listWebhookDeliveries,
  listWebhookEndpoints,
  rotateWebhookSecret,
  updateWebhookEndpoint,
  type WebhookEndpointRecord,
} from "~/models/webhook.server";
import { parseRowId } from "~/utils/row-id";
import {
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_TEXTS,
  webhookDeliveryPageSchema,
  webhookEndpointCreateSchema,
  webhookEndpointPatchSchema,
} from "~/schemas/webhook";
import type { WebhookDeliveryLogPage, WebhookDeliveryView, WebhookEndpointView, WebhookEndpointWithSecret } from "~/contracts/webhooks";
import { HttpError, validationError } from "~/utils/http.server";
import { webhookDepsFromConfig } from "./delivery.server";
import { webhookEventBody } from "./emit.server";
import { checkWebhookUrl, WebhookTargetRefused, type WebhookNetworkPolicy } from "./outgoing.server";
import { newWebhookSecret } from "./signature.server";
import { HOST_ONLY } from "~/services/account/index.server";

// A host's webhook endpoints as the JSON calls and the Integrations page see them. Secrets are
// shown once: in the answer that created or rotated them, never in a list.

export const ENDPOINT_NOT_FOUND = "Webhook endpoint not found";
export const DELIVERY_NOT_FOUND = "Delivery not found";
/** How long a rotated-out secret still signs (a second v1=), so receivers can switch without a gap. */
export const SECRET_OVERLAP_MS = 24 * 60 * 60_000;

export function webhookPolicy(): WebhookNetworkPolicy {
  return webhookDepsFromConfig().policy;
}

export function endpointView(endpoint: WebhookEndpointRecord): WebhookEndpointView {
  return {
    id: endpoint.id,
    url: endpoint.url,
    events: endpoint.events,
    enabled: endpoint.enabled === 1,
    disabledReason: endpoint.disabledReason,
    disabledAt: endpoint.disabledAt,
    failingSince: endpoint.failingSince,
    previousSecretValidUntil:
      endpoint.previousSecretUntil && endpoint.previousSecretUntil > new Date().toISOString() ? endpoint.previousSecretUntil : null,
    createdAt: endpoint.createdAt,
    updatedAt: endpoint.updatedAt,
  };
}

export function deliveryView(row: WebhookDeliveryRow): WebhookDeliveryView {
  return {
    id: row.id,
    endpointId: row.endpointId,
    eventId: row.eventId,
    type: row.type,
    status: row.status,
    attempts: row.attempts,
    responseCode: row.lastResponseCode,
    durationMs: row.lastDurationMs,
    error: row.lastError,
    nextAttemptAt: row.status === "pending" ? row.nextAttemptAt : null,
    createdAt: row.createdAt,
    deliveredAt: row.deliveredAt,
  };
}

/** 404 for a row that is not the user's; 403 when it belongs to a host whose team the user is on. */
async function refusal(userId: number, ownerId: number | null, notFound: string) {
  if (ownerId !== null && ownerId !== userId && (await findTeamRole({ hostId: ownerId, userId }))) return new HttpError(403, HOST_ONLY);
  return new HttpError(404, notFound);
}

async function ownEndpoint(hostId: number, idParam: string | undefined) {
  const endpointId = parseRowId(idParam);
  const endpoint = endpointId === null ? null : await findWebhookEndpoint({ hostId, endpointId });
  if (!endpoint) throw await refusal(hostId, endpointId === null ? null : await hostOfWebhookEndpoint({ endpointId }), ENDPOINT_NOT_FOUND);
  return endpoint;
}

async function checkedUrl(url: string, policy: WebhookNetworkPolicy) {
  try {
    await checkWebhookUrl(url, policy);
  } catch (error) {
    if (error instanceof WebhookTargetRefused) throw new HttpError(400, error.message, { fieldErrors: { url: [error.message] } });
    throw error;
  }
  return url;
}

function parse<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

export async function listEndpointsForHost({ hostId }: { hostId: number }) {
  return (await listWebhookEndpoints({ hostId })).map(endpointView);
}

/** A new endpoint and its secret (shown this once). */
export async function createEndpointForHost({
  hostId,
  body,
  policy = webhookPolicy(),
}: {
  hostId: number;
  body: unknown;
  policy?: WebhookNetworkPolicy;
}): Promise<WebhookEndpointWithSecret> {
  const input = parse(webhookEndpointCreateSchema, body);
  if ((await countWebhookEndpoints({ hostId })) >= MAX_WEBHOOK_ENDPOINTS) throw new HttpError(400, WEBHOOK_TEXTS.tooMany);
  const url = await checkedUrl(input.url, policy);
  const secret = newWebhookSecret();
  const endpoint = await createWebhookEndpoint({ hostId, url, events: input.events, secret });
  return { ...endpointView(endpoint), secret };
}

export async function endpointForHost({ hostId, endpointId }: { hostId: number; endpointId: string | undefined }) {
  return endpointView(await ownEndpoint(hostId, endpointId));
}

export async function patchEndpointForHost({
  hostId,
  endpointId,
  body,
  policy = webhookPolicy(),
}: {
  hostId: number;
  endpointId: string | undefined;
  body: unknown;
  policy?: WebhookNetworkPolicy;
}) {
  const endpoint = await ownEndpoint(hostId, endpointId);
  const patch = parse(webhookEndpointPatchSchema, body);
  if (patch.url === undefined && patch.events === undefined && patch.enabled === undefined) throw new HttpError(400, WEBHOOK_TEXTS.nothingToChange);
  const url = patch.url === undefined ? undefined : await checkedUrl(patch.url, policy);
  const updated = await updateWebhookEndpoint({ hostId, endpointId: endpoint.id, url, events: patch.events, enabled: patch.enabled });
  if (!updated) throw new HttpError(404, ENDPOINT_NOT_FOUND);
  return endpointView(updated);
}

export async function deleteEndpointForHost({ hostId, endpointId }: { hostId: number; endpointId: string | undefined }) {
  const endpoint = await ownEndpoint(hostId, endpointId);
  await deleteWebhookEndpoint({ hostId, endpointId: endpoint.id });
}

/** A new secret (shown this once); the old one keeps signing beside it for SECRET_OVERLAP_MS. */
export async function rotateSecretForHost({
  hostId,
  endpointId,
  now = new Date(),
}: {
  hostId: number;
  endpointId: string | undefined;
  now?: Date;
}): Promise<WebhookEndpointWithSecret> {
  const endpoint = await ownEndpoint(hostId, endpointId);
  const secret = newWebhookSecret();
  const rotated = await rotateWebhookSecret({
    hostId,
    endpointId: endpoint.id,
    secret,
    previousUntil: new Date(now.getTime() + SECRET_OVERLAP_MS),
    now,
  });
  if (!rotated) throw new HttpError(404, ENDPOINT_NOT_FOUND);
  return { ...endpointView(rotated), secret };
}

/** Queues a test.ping for the endpoint (whatever events it chose) and answers the delivery. */
export async function sendTestPing({ hostId, endpointId }: { hostId: number; endpointId: string | undefined }) {
  const endpoint = await ownEndpoint(hostId, endpointId);
  const delivery = webhookEventBody({
    type: "test.ping",
    data: { endpointId: endpoint.id, message: "A test from ShowUp: this endpoint receives webhooks." },
  });
  return deliveryView(await insertWebhookDelivery({ hostId, endpointId: endpoint.id, delivery }));
}

/** The endpoint's deliveries, newest first, a page at a time: `nextCursor` is null on the last page. */
export async function deliveriesForHost({
  hostId,
  endpointId,
  query,
}: {
  hostId: number;
  endpointId: string | undefined;
  query: URLSearchParams;
}): Promise<WebhookDeliveryLogPage> {
  const endpoint = await ownEndpoint(hostId, endpointId);
  const page = parse(webhookDeliveryPageSchema, Object.fromEntries([...query].filter(([key]) => key === "cursor" || key === "limit")));
  const rows = await listWebhookDeliveries({ hostId, endpointId: endpoint.id, cursor: page.cursor, limit: page.limit + 1 });
  const shown = rows.slice(0, page.limit);
  return { deliveries: shown.map(deliveryView), nextCursor: rows.length > page.limit ? String(shown.at(-1)?.id ?? "") : null };
}

/** Sends the same event (the same id and body) again, as a new delivery behind the endpoint's others. */
export async function resendDelivery({ hostId, deliveryId: idParam }: { hostId: number; deliveryId: string | undefined }) {
  const deliveryId = parseRowId(idParam);
  const original = deliveryId === null ? null : await findWebhookDelivery({ hostId, deliveryId });
  if (!original) throw await refusal(hostId, deliveryId === null ? null : await hostOfWebhookDelivery({ deliveryId }), DELIVERY_NOT_FOUND);
  const endpoint = await ownEndpoint(hostId, String(original.endpointId));
  if (endpoint.enabled !== 1) throw new HttpError(409, "The endpoint is disabled: turn it on, then resend.");
  const copy = await insertWebhookDelivery({
    hostId,
    endpointId: endpoint.id,
    delivery: { eventId: original.eventId, type: original.type, body: original.body },
  });
  return deliveryView(copy);
}
