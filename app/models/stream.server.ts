import type { Kysely, Selectable } from "kysely";
import type { Database } from "../../db";
import type { StreamsTable } from "../../db/schema/product";
import { db, writeTransaction } from "~/utils/db.server";
import { nowIso, randomToken } from "~/utils/tokens.server";
import type { HostStream } from "~/contracts/streams";

/** What a provider hands back for a new live stream. */
export interface ProvidedLiveStream {
  /** The provider's own id of the live stream; null for the manual provider. */
  providerStreamId: string | null;
  streamKey: string;
  /** RTMP(S) address the encoder publishes to; null when nothing is configured to receive it. */
  ingestUrl: string | null;
  playbackId: string | null;
}

/** A live/idle change reported by the provider's webhook. */
export interface ProviderStatusChange {
  /** The provider's id of this delivery: the same id delivered twice is applied once. */
  deliveryId: string;
  providerStreamId: string;
  live: boolean;
  /** The provider's status word ("active", "idle", ...). */
  status: string;
  /** When the provider says the change happened (ISO); older changes than the stored one are ignored. */
  occurredAt: string;
}

export type { HostStream };

/** What a viewer's page needs of a stream: nothing secret. */
export interface WatchStream {
  /** Internal key, never sent to clients. */
  rowId: number;
  hostId: number;
  streamId: string;
  title: string;
  eventId: number | null;
  eventTitle: string | null;
  scheduledAt: string | null;
  /** The event's IANA zone, for showing its start time. */
  timezone: string | null;
  hostName: string | null;
  /** Whether a viewer must register before watching (the event's setting; always for a stream without event). */
  registrationRequired: boolean;
  /** The event's enable_chat; always for a stream without an event. */
  chatEnabled: boolean;
  /** Viewers may post now (the host opens and closes the chat). */
  chatOpen: boolean;
  /** Slow mode: seconds a viewer waits between two messages; 0 for off. */
  slowModeSeconds: number;
  /** The event's mute_members_on_entry; on for a stream without an event. */
  muteOnEntry: boolean;
  /** The event has a waiting room (never for a stream without an event). */
  waitingRoom: boolean;
  /** The host let viewers in from the waiting room. */
  roomOpen: boolean;
  /** The event's passcode: viewers enter it before anything of the room (services/room-gates.server.ts); null for none. Never sent to viewers. */
  passcode: string | null;
  /** The event admits only viewers whose e-mail address is confirmed. */
  requireAuthentication: boolean;
  /** The event's enable_qa (never for a stream without an event). */
  qaEnabled: boolean;
  /** Viewers may ask anonymously (the event's qa_anonymous). */
  qaAnonymous: boolean;
  isLive: boolean;
  /** A test stream runs: live for the host and their team only. */
  testLive: boolean;
  /** The host ended the stream's event (End event): the room takes no more questions and says it is over. */
  eventEnded: boolean;
  status: string;
  playbackId: string | null;
  /** Which video provider carries it ("self-hosted", "mux", "manual"). */
  provider: string;
}

export type StreamRow = Selectable<StreamsTable>;

/** A new public stream id: 128 random bits, never all digits (those name events in /watch/{eventId}/{accessId}). */
export function newStreamId() {
  return `s${randomToken(16)}`;
}

export function toHostStream(row: StreamRow): HostStream {
  return {
    id: row.streamId,
    streamId: row.streamId,
    title: row.title,
    eventId: row.eventId,
    provider: row.provider,
    streamKey: row.streamKey,
    ingestUrl: row.ingestUrl,
    playbackId: row.playbackId,
    // The host and team see their test stream as live; viewers never do (getWatchStream).
    isLive: Boolean(row.isLive) || Boolean(row.testLive),
    status: row.status,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

function hostStreams(executor: Kysely<Database>, hostId: number) {
  return executor.selectFrom("streams").selectAll().where("hostId", "=", hostId);
}

export async function insertStream({
  hostId,
  title,
  eventId,
  provider,
  provided,
}: {
  hostId: number;
  title: string;
  eventId: number | null;
  provider: string;
  provided: ProvidedLiveStream;
}): Promise<HostStream> {
  const now = nowIso();
  const row = await db()
    .insertInto("streams")
    .values({
      streamId: newStreamId(),
      hostId,
      eventId,
      title,
      provider,
      providerStreamId: provided.providerStreamId,
      streamKey: provided.streamKey,
      ingestUrl: provided.ingestUrl,
      playbackId: provided.playbackId,
      createdAt: now,
      updatedAt: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toHostStream(row);
}

/** The host's streams, newest first. */
export async function listStreams({ hostId }: { hostId: number }): Promise<HostStream[]> {
  const rows = await hostStreams(db(), hostId).orderBy("id", "desc").execute();
  return rows.map(toHostStream);
}

/** One of the host's streams by its public id; null when it does not exist or is not theirs. */
export async function getHostStreamRow({ hostId, streamId }: { hostId: number; streamId: string }) {
  return (await hostStreams(db(), hostId).where("streamId", "=", streamId).executeTakeFirst()) ?? null;
}

export async function getHostStream(input: { hostId: number; streamId: string }): Promise<HostStream | null> {
  const row = await getHostStreamRow(input);
  return row ? toHostStream(row) : null;
}

/** The newest stream of the host's event, or null when the event has none yet. */
export async function getEventStream({ hostId, eventId }: { hostId: number; eventId: number }): Promise<HostStream | null> {
  const row = await hostStreams(db(), hostId).where("eventId", "=", eventId).orderBy("id", "desc").limit(1).executeTakeFirst();
  return row ? toHostStream(row) : null;
}

export interface StreamPatch {
  title?: string;
  isLive?: boolean;
  status?: string;
}

/**
 * Applies the host's change; going live or offline by hand moves the linked event with it (live,
 * or back to scheduled when the stream stops), in the same transaction. Null when not the host's.
 */
export async function updateStream({ hostId, streamId, patch }: { hostId: number; streamId: string; patch: StreamPatch }) {
  const now = nowIso();
  const row = await writeTransaction(async (trx) => {
    const current = await hostStreams(trx, hostId).where("streamId", "=", streamId).executeTakeFirst();
    if (!current) return null;
    const isLive = patch.isLive ?? Boolean(current.isLive);
    const status = patch.status ?? (patch.isLive === undefined ? current.status : patch.isLive ? "active" : "idle");
    const updated = await trx
      .updateTable("streams")
      // Stopping the stream stops a test of it too (a process running the test sees the flag drop).
      .set({
        title: patch.title ?? current.title,
        isLive: isLive ? 1 : 0,
        ...(patch.isLive === false ? { testLive: 0 } : {}),
        status,
        updatedAt: now,
      })
      .where("id", "=", current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (patch.isLive !== undefined && patch.isLive !== Boolean(current.isLive) && current.eventId !== null) {
      await moveEventWithStream(trx, { eventId: current.eventId, hostId, live: isLive, now });
    }
    return updated;
  });
  return row ? toHostStream(row) : null;
}

/** Stores a new stream key; null when not the host's. */
export async function setStreamKey({ hostId, streamId, streamKey }: { hostId: number; streamId: string; streamKey: string }) {
  const row = await db()
    .updateTable("streams")
    .set({ streamKey, updatedAt: nowIso() })
    .where("hostId", "=", hostId)
    .where("streamId", "=", streamId)
    .returningAll()
    .executeTakeFirst();
  return row ? toHostStream(row) : null;
}

/** The host's switches of a stream's room: the chat open to viewers, viewers let out of the waiting room. */
export type StreamSwitch = "chatOpen" | "roomOpen";

/** Throws one of the stream's switches; the row's id, or null when the stream is not the host's. */
export async function setStreamSwitch({ hostId, streamId, name, open }: { hostId: number; streamId: string; name: StreamSwitch; open: boolean }) {
  const row = await db()
    .updateTable("streams")
    .set({ [name]: open ? 1 : 0, updatedAt: nowIso() })
    .where("hostId", "=", hostId)
    .where("streamId", "=", streamId)
    .returning(["id"])
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Deletes the host's stream with its viewers, chat and overlays (cascade). */
export async function deleteStreamRow({ hostId, streamId }: { hostId: number; streamId: string }): Promise<boolean> {
  const result = await db().deleteFrom("streams").where("hostId", "=", hostId).where("streamId", "=", streamId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The public ids of the streams of one of the host's events (Go Live / End Stream announce each). */
export async function listEventStreamIds({ hostId, eventId }: { hostId: number; eventId: number }) {
  const rows = await db().selectFrom("streams").select(["id", "streamId"]).where("hostId", "=", hostId).where("eventId", "=", eventId).execute();
  return rows;
}

export type ProviderChangeOutcome = { outcome: "applied"; stream: StreamRow } | { outcome: "duplicate" | "stale" | "unknown-stream" };

/**
 * Applies a provider's live/idle report once: a delivery id seen before is a duplicate, a report
 * older than the newest one applied is stale (out-of-order delivery), a stream we do not know is
 * ignored. The delivery id is recorded in the same transaction as the change.
 */
export async function applyProviderStatusChange({
  provider,
  change,
}: {
  provider: string;
  change: ProviderStatusChange;
}): Promise<ProviderChangeOutcome> {
  const now = nowIso();
  return writeTransaction(async (trx): Promise<ProviderChangeOutcome> => {
    const recorded = await trx
      .insertInto("providerWebhookEvents")
      .values({ id: `${provider}:${change.deliveryId}`, receivedAt: now })
      .onConflict((oc) => oc.column("id").doNothing())
      .executeTakeFirst();
    if (!Number(recorded.numInsertedOrUpdatedRows ?? 0)) return { outcome: "duplicate" };
    const stream = await trx
      .selectFrom("streams")
      .selectAll()
      .where("provider", "=", provider)
      .where("providerStreamId", "=", change.providerStreamId)
      .executeTakeFirst();
    if (!stream) return { outcome: "unknown-stream" };
    const occurredAt = new Date(change.occurredAt).toISOString();
    if (stream.lastProviderEventAt && occurredAt <= stream.lastProviderEventAt) return { outcome: "stale" };
    const updated = await trx
      .updateTable("streams")
      .set({ isLive: change.live ? 1 : 0, status: change.status, lastProviderEventAt: occurredAt, updatedAt: now })
      .where("id", "=", stream.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (stream.eventId !== null && (change.live || Boolean(stream.isLive))) {
      await moveEventWithStream(trx, { eventId: stream.eventId, hostId: stream.hostId, live: change.live, now });
    }
    return { outcome: "applied", stream: updated };
  });
}

/**
 * A stream going live takes its event live; a stream stopping takes a live event back to scheduled.
 * Stopping a stream never completes the event (a rehearsal before the start must leave it
 * scheduled): only the host's End event does.
 */
async function moveEventWithStream(
  trx: Kysely<Database>,
  { eventId, hostId, live, now }: { eventId: number; hostId: number; live: boolean; now: string },
) {
  const event = trx.updateTable("events").where("id", "=", eventId).where("hostId", "=", hostId);
  if (live) {
    await event
      .set((eb) => ({ status: "live", wentLiveAt: eb.fn.coalesce("wentLiveAt", eb.val(now)), endedAt: null, updatedAt: now }))
      .where("status", "!=", "live")
      .execute();
  } else {
    await event.set({ status: "scheduled", updatedAt: now }).where("status", "=", "live").execute();
  }
}

/** A stream as its audience reaches it, by its public id (the access gate's one query); null when there is no such stream. */
export async function getWatchStream({ streamId }: { streamId: string }): Promise<WatchStream | null> {
  const row = await db()
    .selectFrom("streams")
    .leftJoin("events", (join) => join.onRef("events.id", "=", "streams.eventId").onRef("events.hostId", "=", "streams.hostId"))
    .select([
      "streams.id as rowId",
      "streams.hostId",
      "streams.streamId",
      "streams.title",
      "streams.eventId",
      "streams.isLive",
      "streams.testLive",
      "streams.status",
      "streams.playbackId",
      "streams.provider",
      "streams.chatOpen",
      "streams.slowModeSeconds",
      "streams.roomOpen",
      "events.title as eventTitle",
      "events.scheduledAt",
      "events.timezone",
      "events.hostName",
      "events.registrationRequired",
      "events.enableChat",
      "events.muteMembersOnEntry",
      "events.enableWaitingRoom",
      "events.passcode",
      "events.requireAuthentication",
      "events.enableQa",
      "events.qaAnonymous",
      "events.status as eventStatus",
    ])
    .where("streams.streamId", "=", streamId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    rowId: row.rowId,
    hostId: row.hostId,
    streamId: row.streamId,
    title: row.title,
    eventId: row.eventId,
    eventTitle: row.eventTitle ?? null,
    scheduledAt: row.scheduledAt ?? null,
    timezone: row.timezone ?? null,
    hostName: row.hostName ?? null,
    registrationRequired: row.registrationRequired === null || row.registrationRequired === undefined ? true : Boolean(row.registrationRequired),
    chatEnabled: row.enableChat === null || row.enableChat === undefined ? true : Boolean(row.enableChat),
    chatOpen: Boolean(row.chatOpen),
    slowModeSeconds: Number(row.slowModeSeconds),
    muteOnEntry: row.muteMembersOnEntry === null || row.muteMembersOnEntry === undefined ? true : Boolean(row.muteMembersOnEntry),
    waitingRoom: Boolean(row.enableWaitingRoom),
    roomOpen: Boolean(row.roomOpen),
    passcode: row.passcode ?? null,
    requireAuthentication: Boolean(row.requireAuthentication),
    qaEnabled: Boolean(row.enableQa),
    qaAnonymous: Boolean(row.qaAnonymous),
    isLive: Boolean(row.isLive),
    testLive: Boolean(row.testLive),
    eventEnded: row.eventStatus === "completed",
    status: row.status,
    playbackId: row.playbackId,
    provider: row.provider,
  };
}

/** The newest stream of an event, for a registrant's /watch/{eventId}/{accessId} link. */
export async function getEventWatchStreamId({ eventId }: { eventId: number }): Promise<string | null> {
  const row = await db().selectFrom("streams").select("streamId").where("eventId", "=", eventId).orderBy("id", "desc").limit(1).executeTakeFirst();
  return row?.streamId ?? null;
}

/** The self-hosted stream whose current key this is (the ingest's check at publish); null for an unknown or old key. */
export async function findSelfHostedStreamByKey({ streamKey }: { streamKey: string }) {
  return (
    (await db().selectFrom("streams").selectAll().where("provider", "=", "self-hosted").where("streamKey", "=", streamKey).executeTakeFirst()) ?? null
  );
}

/** A stream by its internal key (the ingest follows the row while it broadcasts). */
export async function getStreamRowById({ streamRowId }: { streamRowId: number }) {
  return (await db().selectFrom("streams").selectAll().where("id", "=", streamRowId).executeTakeFirst()) ?? null;
}

/**
 * The ingest's live state: live when its first segments exist, offline when the broadcast ends.
 * The linked event goes live with it, and back to scheduled when it stops, as Go Live and Stop
 * stream do. A `test` broadcast (the server's test pattern) sets only testLive: the event, the
 * stream's status and everything viewers read stay as they were. Null when the stream is gone;
 * `changed` is false when it already was in that state.
 */
export async function setIngestLiveState({ streamRowId, live, test }: { streamRowId: number; live: boolean; test: boolean }) {
  const now = nowIso();
  return writeTransaction(async (trx) => {
    const current = await trx.selectFrom("streams").selectAll().where("id", "=", streamRowId).executeTakeFirst();
    if (!current) return null;
    if (test) {
      if (Boolean(current.testLive) === live) return { stream: current, changed: false };
      const stream = await trx
        .updateTable("streams")
        .set({ testLive: live ? 1 : 0, updatedAt: now })
        .where("id", "=", streamRowId)
        .returningAll()
        .executeTakeFirstOrThrow();
      return { stream, changed: true };
    }
    const status = live ? "active" : "idle";
    if (Boolean(current.isLive) === live && current.status === status) return { stream: current, changed: false };
    const stream = await trx
      .updateTable("streams")
      .set({ isLive: live ? 1 : 0, status, updatedAt: now })
      .where("id", "=", streamRowId)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (current.eventId !== null) {
      await moveEventWithStream(trx, { eventId: current.eventId, hostId: current.hostId, live, now });
    }
    return { stream, changed: true };
  });
}

/**
 * The host asks for the server's test pattern until `endsAt`, unless one asked for is still ahead
 * of `now`: resolves with the one that stands (ISO), or null when the stream is gone.
 */
export async function requestTestStream({ streamRowId, endsAt, now }: { streamRowId: number; endsAt: string; now: string }) {
  const asked = await db()
    .updateTable("streams")
    .set({ testStreamEndsAt: endsAt })
    .where("id", "=", streamRowId)
    .where((eb) => eb.or([eb("testStreamEndsAt", "is", null), eb("testStreamEndsAt", "<=", now)]))
    .executeTakeFirst();
  if (Number(asked.numUpdatedRows) > 0) return endsAt;
  return (await getStreamRowById({ streamRowId }))?.testStreamEndsAt ?? null;
}

/** Withdraws the test pattern asked for until `endsAt`; a newer request stays. */
export async function clearTestStreamRequest({ streamRowId, endsAt }: { streamRowId: number; endsAt: string }) {
  await db().updateTable("streams").set({ testStreamEndsAt: null }).where("id", "=", streamRowId).where("testStreamEndsAt", "=", endsAt).execute();
}

/** Streams whose test pattern is asked for beyond `now`, for the process running the ingest. */
export async function listTestStreamRequests({ now }: { now: string }) {
  return db().selectFrom("streams").selectAll().where("testStreamEndsAt", ">", now).execute();
}

/** Self-hosted streams marked live (or running a test), for the check that sets offline those no ingest process carries any more. */
export async function listLiveSelfHostedStreams() {
  return db()
    .selectFrom("streams")
    .select(["id", "streamId", "hostId", "eventId", "playbackId"])
    .where("provider", "=", "self-hosted")
    .where((eb) => eb.or([eb("isLive", "=", 1), eb("testLive", "=", 1)]))
    .execute();
}

/** The row ids of an event's streams, whoever asks (offers and sales are pushed to each). */
export async function listEventStreamRowIds({ eventId }: { eventId: number }) {
  const rows = await db().selectFrom("streams").select("id").where("eventId", "=", eventId).execute();
  return rows.map((row) => row.id);
}

/** The stream a provider knows by its own id (its event and host), or null. */
export async function findProviderStream({ provider, providerStreamId }: { provider: string; providerStreamId: string }) {
  const row = await db()
    .selectFrom("streams")
    .select(["id", "hostId", "eventId"])
    .where("provider", "=", provider)
    .where("providerStreamId", "=", providerStreamId)
    .executeTakeFirst();
  return row ?? null;
}
