import type { Kysely, Updateable } from "kysely";
import type { Database } from "../../db";
import type { WebhookDeliveriesTable, WebhookDeliveryRow, WebhookEndpointRow } from "../../db/schema/webhooks";
import { db, isPostgres, writeTransaction } from "~/utils/db.server";
import { nowIso } from "~/utils/tokens.server";

// A host's webhook endpoints and their deliveries. Every call for a host is scoped by hostId;
// the worker's calls (claims and outcomes) go by delivery id.

export type WebhookEndpointRecord = Omit<WebhookEndpointRow, "events"> & { events: string[] };

function parseEvents(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

const toEndpoint = (row: WebhookEndpointRow): WebhookEndpointRecord => ({ ...row, events: parseEvents(row.events) });

export async function countWebhookEndpoints({ hostId }: { hostId: number }) {
  const { n } = await db()
    .selectFrom("webhookEndpoints")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("hostId", "=", hostId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

export async function createWebhookEndpoint({
  hostId,
  url,
  events,
  secret,
  now = new Date(),
}: {
  hostId: number;
  url: string;
  events: string[];
  secret: string;
  now?: Date;
}) {
  const row = await db()
    .insertInto("webhookEndpoints")
    .values({ hostId, url, events: JSON.stringify(events), secret, createdAt: nowIso(now), updatedAt: nowIso(now) })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toEndpoint(row);
}

/** The host's endpoints, oldest first. */
export async function listWebhookEndpoints({ hostId }: { hostId: number }) {
  const rows = await db().selectFrom("webhookEndpoints").selectAll().where("hostId", "=", hostId).orderBy("id").execute();
  return rows.map(toEndpoint);
}

export async function findWebhookEndpoint({ hostId, endpointId }: { hostId: number; endpointId: number }) {
  const row = await db().selectFrom("webhookEndpoints").selectAll().where("id", "=", endpointId).where("hostId", "=", hostId).executeTakeFirst();
  return row ? toEndpoint(row) : null;
}

/** Whose endpoint this is (to tell a member of that host's team 403 instead of 404). */
export async function hostOfWebhookEndpoint({ endpointId }: { endpointId: number }) {
  const row = await db().selectFrom("webhookEndpoints").select("hostId").where("id", "=", endpointId).executeTakeFirst();
  return row?.hostId ?? null;
}

/** Whose delivery this is (as hostOfWebhookEndpoint). */
export async function hostOfWebhookDelivery({ deliveryId }: { deliveryId: number }) {
  const row = await db().selectFrom("webhookDeliveries").select("hostId").where("id", "=", deliveryId).executeTakeFirst();
  return row?.hostId ?? null;
}

/**
 * Changes an endpoint. Turning it on clears the disabled state and the failure streak; turning it
 * off (by hand) cancels what was waiting for it. Null when it is not the host's.
 */
export async function updateWebhookEndpoint({
  hostId,
  endpointId,
  url,
  events,
  enabled,
  now = new Date(),
}: {
  hostId: number;
  endpointId: number;
  url?: string;
  events?: string[];
  enabled?: boolean;
  now?: Date;
}) {
  return writeTransaction(async (trx) => {
    const row = await trx
      .updateTable("webhookEndpoints")
      .set({
        updatedAt: nowIso(now),
        ...(url !== undefined ? { url } : {}),
        ...(events !== undefined ? { events: JSON.stringify(events) } : {}),
        ...(enabled === true ? { enabled: 1, disabledReason: null, disabledAt: null, failingSince: null } : {}),
        ...(enabled === false ? { enabled: 0, disabledReason: "Turned off by the host.", disabledAt: nowIso(now) } : {}),
      })
      .where("id", "=", endpointId)
      .where("hostId", "=", hostId)
      .returningAll()
      .executeTakeFirst();
    if (row && enabled === false) await cancelWaitingDeliveries(trx, endpointId);
    return row ? toEndpoint(row) : null;
  });
}

/** A new secret; the old one keeps signing (a second v1=) until `previousUntil`. Null when not the host's. */
export async function rotateWebhookSecret({
  hostId,
  endpointId,
  secret,
  previousUntil,
  now = new Date(),
}: {
  hostId: number;
  endpointId: number;
  secret: string;
  previousUntil: Date;
  now?: Date;
}) {
  const row = await db()
    .updateTable("webhookEndpoints")
    .set((eb) => ({ previousSecret: eb.ref("secret"), previousSecretUntil: nowIso(previousUntil), secret, updatedAt: nowIso(now) }))
    .where("id", "=", endpointId)
    .where("hostId", "=", hostId)
    .returningAll()
    .executeTakeFirst();
  return row ? toEndpoint(row) : null;
}

export async function deleteWebhookEndpoint({ hostId, endpointId }: { hostId: number; endpointId: number }) {
  const result = await db().deleteFrom("webhookEndpoints").where("id", "=", endpointId).where("hostId", "=", hostId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export interface NewWebhookDelivery {
  eventId: string;
  type: string;
  body: string;
}

/**
 * Queues the event for each of the host's enabled endpoints that asked for its type; returns how
 * many deliveries were queued. Runs in the caller's transaction when one is given.
 */
export async function queueWebhookDeliveries(
  { hostId, delivery, now = new Date() }: { hostId: number; delivery: NewWebhookDelivery; now?: Date },
  executor: Kysely<Database> = db(),
) {
  const endpoints = await executor
    .selectFrom("webhookEndpoints")
    .select(["id", "events"])
    .where("hostId", "=", hostId)
    .where("enabled", "=", 1)
    .execute();
  const wanted = endpoints.filter((endpoint) => parseEvents(endpoint.events).includes(delivery.type));
  if (!wanted.length) return 0;
  await executor
    .insertInto("webhookDeliveries")
    .values(
      wanted.map((endpoint) => ({
        endpointId: endpoint.id,
        hostId,
        eventId: delivery.eventId,
        type: delivery.type,
        body: delivery.body,
        status: "pending" as const,
        attempts: 0,
        nextAttemptAt: nowIso(now),
        claimedAt: null,
        lastResponseCode: null,
        lastDurationMs: null,
        lastError: null,
        createdAt: nowIso(now),
        deliveredAt: null,
      })),
    )
    .execute();
  return wanted.length;
}

/** One delivery to one endpoint (a test ping, a resend), whatever the endpoint's event types. */
export async function insertWebhookDelivery({
  hostId,
  endpointId,
  delivery,
  now = new Date(),
}: {
  hostId: number;
  endpointId: number;
  delivery: NewWebhookDelivery;
  now?: Date;
}) {
  return db()
    .insertInto("webhookDeliveries")
    .values({
      endpointId,
      hostId,
      eventId: delivery.eventId,
      type: delivery.type,
      body: delivery.body,
      nextAttemptAt: nowIso(now),
      createdAt: nowIso(now),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** An endpoint's deliveries, newest first, `limit` after the cursor (a delivery id). */
export async function listWebhookDeliveries({
  hostId,
  endpointId,
  cursor,
  limit,
}: {
  hostId: number;
  endpointId: number;
  cursor?: number;
  limit: number;
}) {
  return db()
    .selectFrom("webhookDeliveries")
    .selectAll()
    .where("hostId", "=", hostId)
    .where("endpointId", "=", endpointId)
    .$if(cursor !== undefined, (query) => query.where("id", "<", cursor ?? 0))
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

export async function findWebhookDelivery({ hostId, deliveryId }: { hostId: number; deliveryId: number }) {
  return (
    (await db().selectFrom("webhookDeliveries").selectAll().where("id", "=", deliveryId).where("hostId", "=", hostId).executeTakeFirst()) ?? null
  );
}

export type ClaimedWebhookDelivery = WebhookDeliveryRow & {
  url: string;
  secret: string;
  previousSecret: string | null;
  previousSecretUntil: string | null;
};

/**
 * For the job runner: takes up to `limit` due deliveries, each the oldest unfinished one of an
 * enabled endpoint (newer ones wait behind it: in order per endpoint), and marks them delivering.
 * Several processes may claim at once: PostgreSQL locks the rows FOR UPDATE SKIP LOCKED, SQLite
 * runs the claim in an immediate transaction.
 */
export async function claimDueWebhookDeliveries({ now = new Date(), limit = 20 }: { now?: Date; limit?: number } = {}) {
  const claimed = await writeTransaction((trx) =>
    trx
      .updateTable("webhookDeliveries")
      .set((eb) => ({ status: "delivering", attempts: eb("attempts", "+", 1), claimedAt: nowIso(now) }))
      .where("id", "in", (eb) =>
        eb
          .selectFrom("webhookDeliveries as due")
          .select("due.id")
          .where("due.status", "=", "pending")
          .where("due.nextAttemptAt", "<=", nowIso(now))
          .where("due.endpointId", "in", (sub) => sub.selectFrom("webhookEndpoints").select("id").where("enabled", "=", 1))
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom("webhookDeliveries as earlier")
                  .select("earlier.id")
                  .whereRef("earlier.endpointId", "=", "due.endpointId")
                  .where("earlier.status", "in", ["pending", "delivering"])
                  .whereRef("earlier.id", "<", "due.id"),
              ),
            ),
          )
          .orderBy("due.nextAttemptAt")
          .orderBy("due.id")
          .limit(limit)
          .$if(isPostgres(), (query) => query.forUpdate().skipLocked()),
      )
      .where("status", "=", "pending")
      .returning("id")
      .execute(),
  );
  if (!claimed.length) return [];
  const rows = await db()
    .selectFrom("webhookDeliveries")
    .innerJoin("webhookEndpoints", "webhookEndpoints.id", "webhookDeliveries.endpointId")
    .selectAll("webhookDeliveries")
    .select(["webhookEndpoints.url", "webhookEndpoints.secret", "webhookEndpoints.previousSecret", "webhookEndpoints.previousSecretUntil"])
    .where(
      "webhookDeliveries.id",
      "in",
      claimed.map((row) => row.id),
    )
    .orderBy("webhookDeliveries.id")
    .execute();
  return rows satisfies ClaimedWebhookDelivery[];
}

/** Deliveries claimed longer ago than the lease by a worker that never finished (it died) go back to the queue. */
export async function releaseStaleWebhookClaims({ now = new Date(), leaseMs = 5 * 60_000 }: { now?: Date; leaseMs?: number } = {}) {
  await db()
    .updateTable("webhookDeliveries")
    .set({ status: "pending", claimedAt: null })
    .where("status", "=", "delivering")
    .where("claimedAt", "<", nowIso(new Date(now.getTime() - leaseMs)))
    .execute();
}

type WebhookDeliveryUpdate = Updateable<WebhookDeliveriesTable>;

export interface WebhookAttempt {
  responseCode: number | null;
  durationMs: number;
}

/** Ends a claimed attempt of a delivery with its outcome and what the endpoint answered. */
async function recordAttempt(
  trx: Kysely<Database>,
  id: number,
  attempt: WebhookAttempt,
  outcome: Pick<WebhookDeliveryUpdate, "status" | "deliveredAt" | "nextAttemptAt" | "lastError">,
) {
  await trx
    .updateTable("webhookDeliveries")
    .set({ ...outcome, claimedAt: null, lastResponseCode: attempt.responseCode, lastDurationMs: attempt.durationMs })
    .where("id", "=", id)
    .execute();
}

/** A 2xx: the delivery is done and its endpoint healthy again. */
export async function markWebhookDelivered({
  id,
  endpointId,
  attempt,
  now = new Date(),
}: {
  id: number;
  endpointId: number;
  attempt: WebhookAttempt;
  now?: Date;
}) {
  await writeTransaction(async (trx) => {
    await recordAttempt(trx, id, attempt, { status: "succeeded", deliveredAt: nowIso(now), lastError: null });
    await trx.updateTable("webhookEndpoints").set({ failingSince: null }).where("id", "=", endpointId).execute();
  });
}

/**
 * A failed attempt: tried again at `retryAt`, or given up (`retryAt` null). The endpoint's failure
 * streak starts when the first delivery that failed was created (nothing has reached it since);
 * when it has lasted `disableAfterMs`, the endpoint is
 * disabled with `reason` and its waiting deliveries cancelled. Returns whether it was disabled now.
 */
export async function markWebhookAttemptFailed({
  id,
  endpointId,
  createdAt,
  attempt,
  error,
  retryAt,
  disableAfterMs,
  reason,
  now = new Date(),
}: {
  id: number;
  endpointId: number;
  /** When the failed delivery was created. */
  createdAt: string;
  attempt: WebhookAttempt;
  error: string;
  retryAt: Date | null;
  disableAfterMs: number;
  reason: string;
  now?: Date;
}) {
  return writeTransaction(async (trx) => {
    await recordAttempt(trx, id, attempt, {
      status: retryAt ? "pending" : "failed",
      nextAttemptAt: retryAt ? nowIso(retryAt) : undefined,
      lastError: error.slice(0, 1000),
    });
    const endpoint = await trx
      .updateTable("webhookEndpoints")
      .set((eb) => ({ failingSince: eb.fn.coalesce("failingSince", eb.val(createdAt)) }))
      .where("id", "=", endpointId)
      .returning(["failingSince", "enabled"])
      .executeTakeFirst();
    if (!endpoint?.failingSince || endpoint.enabled !== 1) return false;
    if (endpoint.failingSince > nowIso(new Date(now.getTime() - disableAfterMs))) return false;
    await trx
      .updateTable("webhookEndpoints")
      .set({ enabled: 0, disabledReason: reason, disabledAt: nowIso(now), updatedAt: nowIso(now) })
      .where("id", "=", endpointId)
      .execute();
    await cancelWaitingDeliveries(trx, endpointId);
    return true;
  });
}

async function cancelWaitingDeliveries(trx: Kysely<Database>, endpointId: number) {
  await trx
    .updateTable("webhookDeliveries")
    .set({ status: "cancelled", claimedAt: null })
    .where("endpointId", "=", endpointId)
    .where("status", "=", "pending")
    .execute();
}

/** What an event's webhooks say about it (and whose endpoints hear it); null when it is gone. */
export async function webhookEventSubject({ eventId }: { eventId: number }, executor: Kysely<Database> = db()) {
  return (await executor.selectFrom("events").select(["id", "hostId", "title", "scheduledAt"]).where("id", "=", eventId).executeTakeFirst()) ?? null;
}

/** What purchase.completed and purchase.refunded say about a purchase (and whose endpoints hear it). */
export async function webhookPurchaseSubject({ purchaseId }: { purchaseId: number }, executor: Kysely<Database> = db()) {
  return (
    (await executor
      .selectFrom("purchases")
      .leftJoin("events", "events.id", "purchases.eventId")
      .select([
        "purchases.id",
        "purchases.hostId",
        "purchases.eventId",
        "events.title as eventTitle",
        "purchases.offerId",
        "purchases.productName",
        "purchases.amountCents",
        "purchases.currency",
        "purchases.refundedCents",
        "purchases.emailNormalized as email",
        "purchases.buyerFirstName as firstName",
        "purchases.registrationId",
        "purchases.source",
        "purchases.attribution",
        "purchases.purchasedAt",
        "purchases.refundedAt",
      ])
      .where("purchases.id", "=", purchaseId)
      .executeTakeFirst()) ?? null
  );
}

/** What attendee.joined and attendee.left say about a visit of a watch page (and whose endpoints hear it). */
/** For each of the visits given whose stream's host has enabled endpoints, the event types those endpoints ask for. */
export async function attendanceEndpointEvents({ attendanceIds }: { attendanceIds: number[] }) {
  const wanted = new Map<number, Set<string>>();
  if (!attendanceIds.length) return wanted;
  const rows = await db()
    .selectFrom("viewerAttendance")
    .innerJoin("streams", "streams.id", "viewerAttendance.streamId")
    .innerJoin("webhookEndpoints", "webhookEndpoints.hostId", "streams.hostId")
    .select(["viewerAttendance.id", "webhookEndpoints.events"])
    .where("viewerAttendance.id", "in", attendanceIds)
    .where("webhookEndpoints.enabled", "=", 1)
    .execute();
  for (const row of rows) {
    const types = wanted.get(row.id) ?? new Set<string>();
    for (const type of parseEvents(row.events)) types.add(type);
    wanted.set(row.id, types);
  }
  return wanted;
}

export async function webhookAttendanceSubject({ attendanceId }: { attendanceId: number }) {
  return (
    (await db()
      .selectFrom("viewerAttendance")
      .innerJoin("viewers", "viewers.id", "viewerAttendance.viewerId")
      .innerJoin("streams", "streams.id", "viewerAttendance.streamId")
      .leftJoin("events", "events.id", "streams.eventId")
      .select([
        "viewerAttendance.joinedAt",
        "viewerAttendance.leftAt",
        "viewers.id as viewerId",
        "viewers.registrationId",
        "viewers.email",
        "viewers.firstName",
        "streams.hostId",
        "streams.streamId",
        "events.id as eventId",
        "events.title as eventTitle",
      ])
      .where("viewerAttendance.id", "=", attendanceId)
      .executeTakeFirst()) ?? null
  );
}
