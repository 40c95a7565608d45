import { sql, type Kysely, type Selectable } from "kysely";
import type { Database } from "../../db";
import type { FollowUpConfigsTable } from "../../db/schema/replays";
import type { FollowUpInput, FollowUpPatch } from "~/schemas/follow-up";
import { db, writeTransaction } from "~/utils/db.server";
import type { FollowUp } from "~/contracts/follow-up-shapes";
import { DEFAULT_FOLLOW_UPS, NO_REPLAY_END, renderFollowUpText, replayLink, type FollowUpAudienceName } from "~/contracts/follow-ups";
import { formatInZone } from "~/utils/zone-format";
import { nowIso } from "~/utils/tokens.server";
import { enqueueOutboxMessage } from "./outbox.server";

export type { FollowUp };

function toFollowUp(row: Selectable<FollowUpConfigsTable>): FollowUp {
  return {
    id: row.id,
    eventId: row.eventId,
    audience: row.audience,
    delayMinutes: row.delayMinutes,
    subject: row.subject,
    message: row.message,
    enabled: Boolean(row.enabled),
    skipBuyers: Boolean(row.skipBuyers),
    dispatchedAt: row.dispatchedAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The order hosts see them in: soonest first, attendees before those who missed it. */
const byDelay = (a: FollowUp, b: FollowUp) => a.delayMinutes - b.delayMinutes || a.audience.localeCompare(b.audience) || a.id - b.id;

// The check of event.server.ts's isHostEvent: that file imports this one, so it cannot be imported here.
async function isHostEvent(executor: Kysely<Database>, hostId: number, eventId: number) {
  const row = await executor.selectFrom("events").select("id").where("id", "=", eventId).where("hostId", "=", hostId).executeTakeFirst();
  return Boolean(row);
}

function hostFollowUp(executor: Kysely<Database>, hostId: number, followUpId: number) {
  return executor
    .selectFrom("followUpConfigs")
    .innerJoin("events", "events.id", "followUpConfigs.eventId")
    .selectAll("followUpConfigs")
    .where("followUpConfigs.id", "=", followUpId)
    .where("events.hostId", "=", hostId)
    .executeTakeFirst();
}

/** The host's follow-ups of an event; null when the event is not the host's. */
export async function listFollowUps({ hostId, eventId }: { hostId: number; eventId: number }): Promise<FollowUp[] | null> {
  if (!(await isHostEvent(db(), hostId, eventId))) return null;
  const rows = await db().selectFrom("followUpConfigs").selectAll().where("eventId", "=", eventId).execute();
  return rows.map(toFollowUp).sort(byDelay);
}

/** The host's follow-up by id; null when it is not the host's. */
export async function getFollowUp({ hostId, followUpId }: { hostId: number; followUpId: number }): Promise<FollowUp | null> {
  const row = await hostFollowUp(db(), hostId, followUpId);
  return row ? toFollowUp(row) : null;
}

/** Adds a follow-up to the host's event (texts default to the audience's first suggestion); null when not the host's. */
export async function createFollowUp({ hostId, eventId, input }: { hostId: number; eventId: number; input: FollowUpInput }) {
  if (!(await isHostEvent(db(), hostId, eventId))) return null;
  const suggested = DEFAULT_FOLLOW_UPS.find((d) => d.audience === input.audience);
  const now = nowIso();
  const row = await db()
    .insertInto("followUpConfigs")
    .values({
      eventId,
      audience: input.audience,
      delayMinutes: input.delayMinutes,
      subject: input.subject ?? suggested?.subject ?? "",
      message: input.message ?? suggested?.message ?? "",
      enabled: input.enabled ? 1 : 0,
      skipBuyers: input.skipBuyers ? 1 : 0,
      createdAt: now,
      updatedAt: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toFollowUp(row);
}

/**
 * Changes the host's follow-up. "sent" when it already went out (its words are what registrants
 * got); null when it is not the host's.
 */
export async function updateFollowUp({
  hostId,
  followUpId,
  patch,
}: {
  hostId: number;
  followUpId: number;
  patch: FollowUpPatch;
}): Promise<FollowUp | "sent" | null> {
  return writeTransaction(async (trx) => {
    const current = await hostFollowUp(trx, hostId, followUpId);
    if (!current) return null;
    if (current.dispatchedAt) return "sent";
    const row = await trx
      .updateTable("followUpConfigs")
      .set({
        audience: patch.audience,
        delayMinutes: patch.delayMinutes,
        subject: patch.subject,
        message: patch.message,
        enabled: patch.enabled === undefined ? undefined : patch.enabled ? 1 : 0,
        skipBuyers: patch.skipBuyers === undefined ? undefined : patch.skipBuyers ? 1 : 0,
        updatedAt: nowIso(),
      })
      .where("id", "=", followUpId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toFollowUp(row);
  });
}

/** Removes the host's follow-up (messages already queued still go out); false when not the host's. */
export async function deleteFollowUp({ hostId, followUpId }: { hostId: number; followUpId: number }) {
  return writeTransaction(async (trx) => {
    if (!(await hostFollowUp(trx, hostId, followUpId))) return false;
    await trx.deleteFrom("followUpConfigs").where("id", "=", followUpId).execute();
    return true;
  });
}

/** A new event's follow-ups: the suggested ones (utils/follow-ups.ts), all on. */
export async function createDefaultFollowUps({ eventId }: { eventId: number }, executor: Kysely<Database> = db()) {
  const now = nowIso();
  await executor
    .insertInto("followUpConfigs")
    .values(
      DEFAULT_FOLLOW_UPS.map((d) => ({
        eventId,
        audience: d.audience,
        delayMinutes: d.delayMinutes,
        subject: d.subject,
        message: d.message,
        enabled: 1,
        skipBuyers: d.skipBuyers ? 1 : 0,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .execute();
}

/** Copies an event's follow-ups onto its duplicate, not yet sent. */
export async function copyFollowUps({ fromEventId, toEventId }: { fromEventId: number; toEventId: number }, executor: Kysely<Database> = db()) {
  const rows = await executor.selectFrom("followUpConfigs").selectAll().where("eventId", "=", fromEventId).execute();
  if (!rows.length) return;
  const now = nowIso();
  await executor
    .insertInto("followUpConfigs")
    .values(
      rows.map(({ id: _id, eventId: _eventId, dispatchedAt: _dispatchedAt, ...row }) => ({
        ...row,
        eventId: toEventId,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .execute();
}

/** How many e-mails each of the event's follow-ups queued, and how many of them went out. */
export async function followUpDeliveries({ hostId, eventId }: { hostId: number; eventId: number }) {
  const rows = await db()
    .selectFrom("outboxMessages")
    .select(["dedupeKey", "status"])
    .where("hostId", "=", hostId)
    .where("eventId", "=", eventId)
    .where("kind", "=", "follow_up")
    .execute();
  const counts = new Map<number, { queued: number; sent: number }>();
  for (const row of rows) {
    const id = Number(/^follow_up:(\d+):/.exec(row.dedupeKey ?? "")?.[1]);
    if (!id) continue;
    const count = counts.get(id) ?? { queued: 0, sent: 0 };
    count.queued += 1;
    if (row.status === "sent") count.sent += 1;
    counts.set(id, count);
  }
  return counts;
}

/** A follow-up the delivery worker may have to send: enabled, not sent, on an ended event whose replay was published (or expired). */
export interface FollowUpCandidate {
  id: number;
  eventId: number;
  hostId: number;
  audience: FollowUpAudienceName;
  delayMinutes: number;
  endedAt: string;
  replayExpiresAt: string | null;
}

/**
 * For the delivery worker. Only events whose replay is published (it may be sendable) or expired
 * (the follow-up is given up on) are read: a follow-up whose replay is not out yet costs nothing
 * while it waits.
 */
export async function listFollowUpCandidates({ now = new Date() }: { now?: Date } = {}): Promise<FollowUpCandidate[]> {
  const at = nowIso(now);
  const rows = await db()
    .selectFrom("followUpConfigs")
    .innerJoin("events", "events.id", "followUpConfigs.eventId")
    .innerJoin("replays", "replays.eventId", "events.id")
    .select([
      "followUpConfigs.id",
      "followUpConfigs.eventId",
      "followUpConfigs.audience",
      "followUpConfigs.delayMinutes",
      "events.hostId",
      "events.endedAt",
      "replays.expiresAt as replayExpiresAt",
    ])
    .where("followUpConfigs.enabled", "=", 1)
    .where("followUpConfigs.dispatchedAt", "is", null)
    .where("events.status", "=", "completed")
    .where("events.endedAt", "is not", null)
    .where((eb) => eb.or([eb("replays.published", "=", 1), eb.and([eb("replays.expiresAt", "is not", null), eb("replays.expiresAt", "<=", at)])]))
    .orderBy("followUpConfigs.id")
    .execute();
  return rows.flatMap((row) => (row.endedAt ? [{ ...row, endedAt: row.endedAt }] : []));
}

/** When a follow-up is due: its delay after the event's end. */
export const followUpDueAt = (candidate: Pick<FollowUpCandidate, "endedAt" | "delayMinutes">) =>
  new Date(new Date(candidate.endedAt).getTime() + candidate.delayMinutes * 60_000);

/** Gives up on a follow-up that was not sent (its replay expired first); false when another worker got there. */
export async function markFollowUpSkipped({ id, now = new Date() }: { id: number; now?: Date }) {
  const result = await db()
    .updateTable("followUpConfigs")
    .set({ dispatchedAt: nowIso(now) })
    .where("id", "=", id)
    .where("dispatchedAt", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Queues one e-mail per registrant of the follow-up's audience and marks it dispatched, in one
 * transaction: the conditional update claims the follow-up, so of several workers doing this at
 * once only one queues anything (PostgreSQL: the others wait on the row's lock, then find it
 * dispatched; SQLite: one writer at a time), and a failure leaves it unsent for the next pass.
 * Registrants who unsubscribed are left out, and with skipBuyers those who bought at this event.
 * Returns the number queued, or null when it was not this worker's to send (or is no longer on).
 */
export async function dispatchFollowUp({
  id,
  origin,
  replayExpiresAt,
  now = new Date(),
}: {
  id: number;
  origin: string;
  /** The replay's end (UTC ISO) as the replay service tells it; null: no end. */
  replayExpiresAt: string | null;
  now?: Date;
}): Promise<number | null> {
  return writeTransaction(async (trx) => {
    const claimed = await trx
      .updateTable("followUpConfigs")
      .set({ dispatchedAt: nowIso(now) })
      .where("id", "=", id)
      .where("dispatchedAt", "is", null)
      .where("enabled", "=", 1)
      .returningAll()
      .executeTakeFirst();
    if (!claimed) return null;
    const event = await trx
      .selectFrom("events")
      .select(["id", "hostId", "title", "scheduledAt"])
      .where("id", "=", claimed.eventId)
      .executeTakeFirstOrThrow();
    let registrants = trx
      .selectFrom("registrations")
      .select(["id", "firstName", "email", "timezone", "accessToken"])
      .where("eventId", "=", event.id)
      .where("unsubscribedAt", "is", null)
      .where(({ exists, not, selectFrom }) => {
        const watchedLive = exists(
          selectFrom("viewers")
            .innerJoin("viewerAttendance", "viewerAttendance.viewerId", "viewers.id")
            .innerJoin("streams", "streams.id", "viewers.streamId")
            .select(sql<number>`1`.as("one"))
            .whereRef("viewers.registrationId", "=", "registrations.id")
            .where("streams.eventId", "=", event.id),
        );
        return claimed.audience === "attended" ? watchedLive : not(watchedLive);
      });
    if (claimed.skipBuyers) {
      registrants = registrants.where(({ exists, not, selectFrom }) =>
        not(
          exists(
            selectFrom("purchases")
              .select(sql<number>`1`.as("one"))
              .where("purchases.eventId", "=", event.id)
              .where((eb) =>
                eb.or([
                  eb("purchases.registrationId", "=", eb.ref("registrations.id")),
                  eb("purchases.emailNormalized", "=", eb.ref("registrations.emailNormalized")),
                ]),
              ),
          ),
        ),
      );
    }
    let queued = 0;
    for (const registrant of await registrants.orderBy("id").execute()) {
      const link = replayLink(origin, event.id, registrant.accessToken, claimed.id);
      const replayUntil = replayExpiresAt ? formatInZone(replayExpiresAt, registrant.timezone, { weekday: "long", month: "long" }) : null;
      const values = {
        title: event.title,
        firstName: registrant.firstName,
        startTime: formatInZone(event.scheduledAt, registrant.timezone),
        replayLink: link,
        replayUntil: replayUntil ?? NO_REPLAY_END,
      };
      const message = renderFollowUpText(claimed.message, values);
      const inserted = await enqueueOutboxMessage(
        {
          hostId: event.hostId,
          kind: "follow_up",
          toAddress: registrant.email,
          subject: renderFollowUpText(claimed.subject, values),
          bodyText: `Hi ${registrant.firstName},\n\n${message}\n\nWatch the replay: ${link}\n${replayUntil ? `The replay is online until ${replayUntil}.\n` : ""}`,
          payload: { followUpId: claimed.id, audience: claimed.audience, link, message, firstName: registrant.firstName, replayUntil },
          eventId: event.id,
          registrationId: registrant.id,
          dedupeKey: `follow_up:${claimed.id}:${registrant.id}`,
          sendAfter: now,
          expiresAt: replayExpiresAt ? new Date(replayExpiresAt) : null,
        },
        trx,
      );
      if (inserted !== null) queued += 1;
    }
    return queued;
  });
}
