import crypto from "node:crypto";
import { createStreamForHost } from "~/services/hosting/streams.server";
import { db } from "~/utils/db.server";
import { createTestEvent } from "./events";
import { createHost } from "./factories";

/** Creates a stream as the host's API does (on the host's event `eventId`, or none); the stream and its row id. */
export async function createTestStream(fields: { hostId: number; title: string; eventId?: number | null }) {
  const stream = await createStreamForHost(fields);
  if (!stream) throw new Error("no stream");
  const { id: rowId } = await db().selectFrom("streams").select("id").where("streamId", "=", stream.streamId).executeTakeFirstOrThrow();
  return { stream, rowId };
}

/** A new host and a stream of theirs titled `title`: on a new event with `eventFields` when they are given, else on none. */
export async function hostWithStream(title: string, eventFields?: Record<string, unknown>) {
  const host = await createHost();
  const event = eventFields ? await createTestEvent(host.id, eventFields) : null;
  return { host, event, ...(await createTestStream({ hostId: host.id, title, eventId: event?.id ?? null })) };
}

/** A self-hosted stream row written directly (no provider call), with a random stream id and playback id; the row. */
export async function insertSelfHostedStream({ hostId, eventId, title }: { hostId: number; eventId: number | null; title: string }) {
  const now = new Date().toISOString();
  return db()
    .insertInto("streams")
    .values({
      streamId: `s${crypto.randomBytes(16).toString("base64url")}`,
      hostId,
      eventId,
      title,
      provider: "self-hosted",
      playbackId: crypto.randomBytes(16).toString("base64url"),
      createdAt: now,
      updatedAt: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
