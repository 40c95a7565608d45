import type { Selectable } from "kysely";
import type { ViewersTable } from "../../db/schema/product";
import { db, isPostgres, writeTransaction } from "~/utils/db.server";
import { withEmailProof } from "~/utils/link-proofs.server";
import { nowIso, randomToken } from "~/utils/tokens.server";
import { enqueueOutboxMessage } from "./outbox.server";
import { takeRateLimit } from "./rate-limit.server";
import { normalizeEmail } from "./user.server";
import type { CurrentViewer, Viewer } from "~/contracts/viewers";

export type { CurrentViewer, Viewer };

/** A viewer as the spec's calls show one: id, firstName, email. */
export interface ViewerRecord extends Viewer {
  /** streams.id (internal key). */
  streamRowId: number;
  uniqueId: string;
  isKicked: boolean;
  isShadowbanned: boolean;
  /** Proof of the event's passcode this viewer entered; null before. */
  passcodeProof: string | null;
  /** The viewer opened a link that came by e-mail. */
  emailConfirmed: boolean;
  /** They may not post before this moment (ISO); null when never timed out. */
  timedOutUntil: string | null;
  /** Their last message under slow mode (ISO); null before one. */
  lastChatAt: string | null;
}

/** A page counts as open while its heartbeat (every 15 s) is younger than this. */
export const PRESENCE_STALE_MS = 45_000;

export function toViewerRecord(row: Selectable<ViewersTable>): ViewerRecord {
  return {
    id: row.id,
    firstName: row.firstName,
    email: row.email,
    streamRowId: row.streamId,
    uniqueId: row.uniqueId,
    isKicked: Boolean(row.isKicked),
    isShadowbanned: Boolean(row.isShadowbanned),
    passcodeProof: row.passcodeProof,
    emailConfirmed: row.emailConfirmedAt !== null,
    timedOutUntil: row.timedOutUntil,
    lastChatAt: row.lastChatAt,
  };
}

export function publicViewer(viewer: Viewer): Viewer {
  return { id: viewer.id, firstName: viewer.firstName, email: viewer.email };
}

export function personalWatchPath(streamId: string, uniqueId: string) {
  return `/watch/${streamId}/${uniqueId}`;
}

/**
 * Registers a viewer for a stream once per e-mail: registering again returns the same viewer and
 * personal link. A phone or registration given now fills a missing one only when the caller
 * proved to be that person (`completeExisting`): a bare e-mail changes nobody's record. Safe
 * under concurrent double submits.
 */
export async function registerViewer({
  streamRowId,
  email,
  firstName,
  phone = null,
  registrationId = null,
  completeExisting = true,
}: {
  streamRowId: number;
  email: string;
  firstName: string;
  phone?: string | null;
  registrationId?: number | null;
  completeExisting?: boolean;
}): Promise<{ viewer: ViewerRecord; created: boolean }> {
  const emailNormalized = normalizeEmail(email);
  const inserted = await db()
    .insertInto("viewers")
    .values({
      streamId: streamRowId,
      registrationId,
      email: email.trim(),
      emailNormalized,
      firstName: firstName.trim(),
      phone,
      uniqueId: randomToken(24),
      createdAt: nowIso(),
    })
    .onConflict((oc) => oc.columns(["streamId", "emailNormalized"]).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return { viewer: toViewerRecord(inserted), created: true };
  if (!completeExisting) {
    const known = await db()
      .selectFrom("viewers")
      .selectAll()
      .where("streamId", "=", streamRowId)
      .where("emailNormalized", "=", emailNormalized)
      .executeTakeFirstOrThrow();
    return { viewer: toViewerRecord(known), created: false };
  }
  const existing = await db()
    .updateTable("viewers")
    .set((eb) => ({
      phone: eb.fn.coalesce("phone", eb.val(phone)),
      registrationId: eb.fn.coalesce("registrationId", eb.val(registrationId)),
    }))
    .where("streamId", "=", streamRowId)
    .where("emailNormalized", "=", emailNormalized)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { viewer: toViewerRecord(existing), created: false };
}

/** One viewer's personal link is e-mailed at most this often, however often it is asked for. */
export const VIEWER_LINK_RESEND_MS = 15 * 60_000;

/**
 * Queues the e-mail that carries a viewer's personal link to the address they registered with,
 * unless one went out in the last 15 minutes; returns whether it queued one. The check and the
 * new message run in one transaction holding the viewer's row (the write lock on SQLite, a row
 * lock on PostgreSQL), so requests at once queue one message.
 */
export async function queueViewerLinkMail({
  viewerId,
  hostId,
  eventId,
  watchTitle,
  origin,
  now = new Date(),
}: {
  viewerId: number;
  hostId: number;
  eventId: number | null;
  /** The event's title, else the stream's. */
  watchTitle: string;
  /** Scheme and host for the link, e.g. https://showup.example. */
  origin: string;
  now?: Date;
}) {
  return writeTransaction(async (trx) => {
    const viewer = await trx
      .selectFrom("viewers")
      .innerJoin("streams", "streams.id", "viewers.streamId")
      .select(["viewers.id", "viewers.email", "viewers.firstName", "viewers.uniqueId", "streams.streamId as publicStreamId"])
      .where("viewers.id", "=", viewerId)
      .$if(isPostgres(), (query) => query.forUpdate("viewers"))
      .executeTakeFirst();
    if (!viewer) return false;
    const recent = await takeRateLimit({
      bucket: "viewer-link-mail",
      key: String(viewer.id),
      limit: 1,
      windowMs: VIEWER_LINK_RESEND_MS,
      now,
      executor: trx,
    });
    if (!recent.allowed) return false;
    const link = withEmailProof(`${origin}${personalWatchPath(viewer.publicStreamId, viewer.uniqueId)}`, viewer.uniqueId);
    await enqueueOutboxMessage(
      {
        hostId,
        kind: "viewer_link",
        toAddress: viewer.email,
        subject: `Your link to watch ${watchTitle}`,
        bodyText:
          `Hi ${viewer.firstName},\n\n` +
          `Here is your personal link to watch "${watchTitle}":\n${link}\n\n` +
          `Open it on the device you want to watch on. Keep it to yourself: it is your seat.\n` +
          `Did not ask for it? Nothing to do: the link is still only yours.\n`,
        payload: { link, watchTitle, firstName: viewer.firstName },
        eventId,
      },
      trx,
    );
    return true;
  });
}

/** The viewers behind these personal tokens, on whichever streams (a token is unique), with one query. */
export async function findViewersByUniqueIds({ uniqueIds }: { uniqueIds: string[] }): Promise<ViewerRecord[]> {
  if (!uniqueIds.length) return [];
  const rows = await db().selectFrom("viewers").selectAll().where("uniqueId", "in", uniqueIds).execute();
  return rows.map(toViewerRecord);
}

// ---- Presence: who has a watch page open (join and leave kept for attendance analytics) ------

/** Opens a visit for each viewer given (its page's live connection, or its player): their visit ids, in the same order. */
export async function recordJoins({ visits, now = new Date() }: { visits: { viewerId: number; streamRowId: number }[]; now?: Date }) {
  if (!visits.length) return [];
  const at = nowIso(now);
  const rows = await db()
    .insertInto("viewerAttendance")
    .values(visits.map(({ viewerId, streamRowId }) => ({ viewerId, streamId: streamRowId, joinedAt: at, lastSeenAt: at })))
    .returning(["id", "viewerId", "streamId"])
    .execute();
  // RETURNING promises no order: rows are matched back by viewer and stream (two of the same are alike).
  const idsOf = new Map<string, number[]>();
  for (const row of rows) {
    const key = `${row.viewerId}:${row.streamId}`;
    const ids = idsOf.get(key);
    if (ids) ids.push(row.id);
    else idsOf.set(key, [row.id]);
  }
  return visits.map(({ viewerId, streamRowId }) => {
    const id = idsOf.get(`${viewerId}:${streamRowId}`)?.shift();
    if (id === undefined) throw new Error("a visit was not recorded");
    return id;
  });
}

/** Closes the visits given that are still open. */
export async function recordLeaves({ attendanceIds, now = new Date() }: { attendanceIds: number[]; now?: Date }) {
  if (!attendanceIds.length) return;
  await db()
    .updateTable("viewerAttendance")
    .set({ leftAt: nowIso(now), lastSeenAt: nowIso(now) })
    .where("id", "in", attendanceIds)
    .where("leftAt", "is", null)
    .execute();
}

/**
 * Where a visit stands among the same viewer's visits of its stream (their other tabs, a
 * reconnect): whether it began their presence (no earlier visit was open when it opened), whether
 * it ended it (none other still open when it closed), and how long the viewer has watched in all
 * (overlapping visits counted once; an open one up to its last beat). Decided by the visits' own
 * times, not by when this is asked, so a reconnect racing the close of the page it replaces is
 * neither a departure nor a new arrival.
 */
export async function visitAmongOthers({ attendanceId, now = new Date() }: { attendanceId: number; now?: Date }) {
  const rows = await db()
    .selectFrom("viewerAttendance as visit")
    .innerJoin("viewerAttendance as other", (join) =>
      join.onRef("other.viewerId", "=", "visit.viewerId").onRef("other.streamId", "=", "visit.streamId"),
    )
    .select(["other.id", "other.joinedAt", "other.leftAt", "other.lastSeenAt"])
    .where("visit.id", "=", attendanceId)
    .orderBy("other.joinedAt")
    .execute();
  const fresh = now.getTime() - PRESENCE_STALE_MS;
  const visits = rows.map((row) => ({
    id: row.id,
    from: Date.parse(row.joinedAt),
    to: Date.parse(row.leftAt ?? row.lastSeenAt ?? row.joinedAt),
    open: row.leftAt === null && Date.parse(row.lastSeenAt ?? row.joinedAt) >= fresh,
  }));
  const self = visits.find((visit) => visit.id === attendanceId);
  if (!self) return null;
  const others = visits.filter((visit) => visit !== self);
  // Two pages closing in the same millisecond: the later one (by id) is the departure.
  const openAt = (at: number, visit: (typeof visits)[number]) =>
    visit.from <= at && (visit.open || visit.to > at || (visit.to === at && visit.id > self.id));
  let watchedMs = 0;
  let reachedMs = -Infinity;
  for (const visit of visits) {
    const from = Math.max(visit.from, reachedMs);
    if (visit.to > from) watchedMs += visit.to - from;
    reachedMs = Math.max(reachedMs, visit.to);
  }
  return {
    arrival: !others.some((visit) => visit.id < self.id && (visit.open || visit.to >= self.from) && visit.from <= self.from),
    departure: !self.open && !others.some((visit) => openAt(self.to, visit)),
    watchTimeSeconds: Math.round(watchedMs / 1000),
  };
}

/** The heartbeat of open pages: one statement for many of them (keep the list to a few hundred). */
export async function touchAttendance({ attendanceIds, now = new Date() }: { attendanceIds: number[]; now?: Date }) {
  if (!attendanceIds.length) return;
  await db()
    .updateTable("viewerAttendance")
    .set({ lastSeenAt: nowIso(now) })
    .where("id", "in", attendanceIds)
    .where("leftAt", "is", null)
    .execute();
}

/**
 * Closes visits whose page stopped beating without a leave (a process that died): their leave is
 * their last heartbeat.
 */
export async function closeStaleAttendance({ now = new Date() }: { now?: Date } = {}) {
  const result = await db()
    .updateTable("viewerAttendance")
    .set((eb) => ({ leftAt: eb.ref("lastSeenAt") }))
    .where("leftAt", "is", null)
    .where("lastSeenAt", "<", nowIso(new Date(now.getTime() - PRESENCE_STALE_MS)))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The stream's visits whose page is open now: not left, and beating lately. */
function openVisits(streamRowId: number, now: Date) {
  return db()
    .selectFrom("viewerAttendance")
    .where("viewerAttendance.streamId", "=", streamRowId)
    .where("viewerAttendance.leftAt", "is", null)
    .where("viewerAttendance.lastSeenAt", ">=", nowIso(new Date(now.getTime() - PRESENCE_STALE_MS)));
}

/** Viewers with a watch page open now, longest-watching first (GET /api/viewers/stream/{streamId}). */
export async function listCurrentViewers({ streamRowId, now = new Date() }: { streamRowId: number; now?: Date }): Promise<CurrentViewer[]> {
  const rows = await openVisits(streamRowId, now)
    .innerJoin("viewers", "viewers.id", "viewerAttendance.viewerId")
    .select(["viewers.id", "viewers.firstName", "viewers.email", (eb) => eb.fn.min("viewerAttendance.joinedAt").as("joinedAt")])
    .groupBy(["viewers.id", "viewers.firstName", "viewers.email"])
    .orderBy("joinedAt", "asc")
    .execute();
  return rows.map((row) => ({ id: row.id, firstName: row.firstName, email: row.email, joinedAt: String(row.joinedAt) }));
}

export async function countCurrentViewers({
  streamRowId,
  including = null,
  now = new Date(),
}: {
  streamRowId: number;
  /** A viewer known to be watching (the one a page is being made for), counted whether or not a visit of theirs is open yet. */
  including?: number | null;
  now?: Date;
}) {
  const row = await openVisits(streamRowId, now)
    .select((eb) => eb.fn.count<number>("viewerAttendance.viewerId").distinct().as("count"))
    .$if(including !== null, (query) => query.where("viewerAttendance.viewerId", "!=", including as number))
    .executeTakeFirstOrThrow();
  return Number(row.count) + (including === null ? 0 : 1);
}

/** Records that the viewer opened a link that came by e-mail (the first time counts). */
export async function confirmViewerEmail({ viewerId, now = new Date() }: { viewerId: number; now?: Date }) {
  await db()
    .updateTable("viewers")
    .set({ emailConfirmedAt: nowIso(now) })
    .where("id", "=", viewerId)
    .where("emailConfirmedAt", "is", null)
    .execute();
}

/** Keeps the proof of the passcode the viewer just entered. */
export async function recordPasscodeProof({ viewerId, proof }: { viewerId: number; proof: string }) {
  await db().updateTable("viewers").set({ passcodeProof: proof }).where("id", "=", viewerId).execute();
}
