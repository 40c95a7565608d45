import { db } from "~/utils/db.server";
import { hostRegistrations } from "./event.server";

export interface AnalyticsRows {
  events: { id: number; title: string }[];
  streams: { id: number; eventId: number | null }[];
  registrations: { id: number; eventId: number; emailNormalized: string }[];
  sessions: {
    viewerId: number;
    streamId: number;
    registrationId: number | null;
    emailNormalized: string;
    joinedAt: string;
    leftAt: string | null;
    lastSeenAt: string | null;
  }[];
  chatByStream: { streamId: number; count: number }[];
  heartsByStream: { streamId: number; count: number }[];
  purchases: {
    eventId: number | null;
    streamId: number | null;
    offerId: number | null;
    viewerId: number | null;
    emailNormalized: string;
    amountCents: number;
    refundedCents: number;
    currency: string;
  }[];
  /** The host's offers (whatever the range): the per-offer table lists those of the events shown. */
  offers: { id: number; eventId: number; title: string; revealedAt: string | null }[];
}

/**
 * The raw rows behind /analytics for one host and one time span [startIso, endIso): every query
 * is scoped to the host through events.host_id, streams.host_id or purchases.host_id, and every
 * record is taken by the moment it happened (see app/services/analytics.server.ts).
 */
export async function loadAnalyticsRows({ hostId, startIso, endIso }: { hostId: number; startIso: string; endIso: string }): Promise<AnalyticsRows> {
  const [events, streams, registrations, sessions, chat, hearts, purchases, offers] = await Promise.all([
    db().selectFrom("events").select(["id", "title"]).where("hostId", "=", hostId).execute(),
    db().selectFrom("streams").select(["id", "eventId"]).where("hostId", "=", hostId).execute(),
    hostRegistrations(hostId)
      .select(["registrations.id", "registrations.eventId", "registrations.emailNormalized"])
      .where("registrations.registeredAt", ">=", startIso)
      .where("registrations.registeredAt", "<", endIso)
      .execute(),
    db()
      .selectFrom("viewerAttendance")
      .innerJoin("streams", "streams.id", "viewerAttendance.streamId")
      .innerJoin("viewers", "viewers.id", "viewerAttendance.viewerId")
      .select([
        "viewerAttendance.viewerId",
        "viewerAttendance.streamId",
        "viewers.registrationId",
        "viewers.emailNormalized",
        "viewerAttendance.joinedAt",
        "viewerAttendance.leftAt",
        "viewerAttendance.lastSeenAt",
      ])
      .where("streams.hostId", "=", hostId)
      .where("viewerAttendance.joinedAt", ">=", startIso)
      .where("viewerAttendance.joinedAt", "<", endIso)
      .orderBy("viewerAttendance.id")
      .execute(),
    db()
      .selectFrom("chatMessages")
      .innerJoin("streams", "streams.id", "chatMessages.streamId")
      .select((eb) => ["chatMessages.streamId", eb.fn.countAll<number | string>().as("count")])
      .where("streams.hostId", "=", hostId)
      .where("chatMessages.viewerId", "is not", null)
      .where("chatMessages.onDemandSessionId", "is", null)
      .where("chatMessages.createdAt", ">=", startIso)
      .where("chatMessages.createdAt", "<", endIso)
      .groupBy("chatMessages.streamId")
      .execute(),
    db()
      .selectFrom("streamHearts")
      .innerJoin("streams", "streams.id", "streamHearts.streamId")
      .select((eb) => ["streamHearts.streamId", eb.fn.countAll<number | string>().as("count")])
      .where("streams.hostId", "=", hostId)
      .where("streamHearts.createdAt", ">=", startIso)
      .where("streamHearts.createdAt", "<", endIso)
      .groupBy("streamHearts.streamId")
      .execute(),
    db()
      .selectFrom("purchases")
      .select(["eventId", "streamId", "offerId", "viewerId", "emailNormalized", "amountCents", "refundedCents", "currency"])
      .where("hostId", "=", hostId)
      .where("purchasedAt", ">=", startIso)
      .where("purchasedAt", "<", endIso)
      .execute(),
    db()
      .selectFrom("offers")
      .select(["id", "eventId", "title", "revealedAt"])
      .where("hostId", "=", hostId)
      .orderBy("position")
      .orderBy("id")
      .execute(),
  ]);
  const counts = (rows: { streamId: number; count: number | string }[]) => rows.map((r) => ({ streamId: r.streamId, count: Number(r.count) }));
  return {
    events,
    streams,
    registrations,
    sessions,
    chatByStream: counts(chat),
    heartsByStream: counts(hearts),
    purchases: purchases.map((p) => ({ ...p, amountCents: Number(p.amountCents), refundedCents: Number(p.refundedCents) })),
    offers,
  };
}
