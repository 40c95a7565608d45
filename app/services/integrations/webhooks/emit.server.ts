import type { Registration, RegistrationToCancel } from "~/models/registration.server";
import { visitAmongOthers } from "~/models/viewer.server";
import {
  attendanceEndpointEvents,
  queueWebhookDeliveries,
  webhookAttendanceSubject,
  webhookEventSubject,
  webhookPurchaseSubject,
} from "~/models/webhook.server";
import type { WebhookEventType } from "~/schemas/webhook";
import type { Executor } from "~/utils/db.server";
import { groupCalls } from "~/utils/group-calls";
import { getLogger } from "~/utils/logger.server";
import { newWebhookEventId } from "./signature.server";

// Telling a host's endpoints that something happened: one row per endpoint that asked for the
// type, sent later by the job runner. Given the transaction of the write that caused it (`trx`),
// the rows are stored with that write or not at all, so a crash between the two loses nothing
// (a retried payment webhook would find its purchase recorded and skip it). Without one, the
// request that caused it is never failed by this: a problem queuing is logged, not thrown.

/** The body every delivery carries: `{ id, type, createdAt, data }`. */
export function webhookEventBody({ type, data, now = new Date() }: { type: WebhookEventType; data: Record<string, unknown>; now?: Date }) {
  const eventId = newWebhookEventId();
  return { eventId, type, body: JSON.stringify({ id: eventId, type, createdAt: now.toISOString(), data }) };
}

/** Runs `queue` on the caller's transaction (a failure undoes the write), or on its own, logging a failure. */
async function queued(trx: Executor | undefined, context: Record<string, unknown>, queue: (executor: Executor | undefined) => Promise<void>) {
  if (trx) return queue(trx);
  try {
    await queue(undefined);
  } catch (error) {
    getLogger().error({ err: error, ...context }, `queuing ${String(context.type)} failed`);
  }
}

export async function emitWebhookEvent({
  hostId,
  type,
  data,
  now = new Date(),
  trx,
}: {
  hostId: number;
  type: WebhookEventType;
  data: Record<string, unknown>;
  now?: Date;
  trx?: Executor;
}) {
  await queued(trx, { hostId, type }, async (executor) => {
    await queueWebhookDeliveries({ hostId, delivery: webhookEventBody({ type, data, now }), now }, executor);
  });
}

/** registration.created, in the transaction that stores the registration (registerForEvent's alsoRecord): the registrant as a CRM wants them (never their personal link). */
export async function emitRegistrationCreated(trx: Executor, registration: Registration) {
  await queued(trx, { registrationId: registration.id, type: "registration.created" }, async (executor) => {
    const event = await webhookEventSubject({ eventId: registration.eventId }, executor);
    if (!event) return;
    await emitWebhookEvent({
      hostId: event.hostId,
      type: "registration.created",
      trx: executor,
      data: {
        registrationId: registration.id,
        email: registration.email,
        firstName: registration.firstName,
        lastName: registration.lastName,
        company: registration.company,
        jobTitle: registration.jobTitle,
        phone: registration.phone,
        timezone: registration.timezone,
        registeredAt: registration.registeredAt,
        event: { id: event.id, title: event.title, scheduledAt: event.scheduledAt },
      },
    });
  });
}

/** registration.cancelled: the registrant gave up their seat (the registration no longer exists). */
export async function emitRegistrationCancelled(registration: RegistrationToCancel, trx?: Executor, now = new Date()) {
  await emitWebhookEvent({
    hostId: registration.hostId,
    type: "registration.cancelled",
    now,
    trx,
    data: {
      registrationId: registration.id,
      email: registration.email,
      firstName: registration.firstName,
      lastName: registration.lastName,
      cancelledAt: now.toISOString(),
      event: { id: registration.eventId, title: registration.eventTitle, scheduledAt: registration.eventScheduledAt },
    },
  });
}

/** event.live or event.ended for an event whose state just changed (Go Live / End event, or its stream going live). */
export async function emitEventState({ eventId, type }: { eventId: number; type: "event.live" | "event.ended" }) {
  await queued(undefined, { eventId, type }, async () => {
    const event = await webhookEventSubject({ eventId });
    if (!event) return;
    await emitWebhookEvent({ hostId: event.hostId, type, data: { event: { id: event.id, title: event.title, scheduledAt: event.scheduledAt } } });
  });
}

/** purchase.completed or purchase.refunded (amounts in minor units of the currency). */
export async function emitPurchase({ purchaseId, type }: { purchaseId: number; type: "purchase.completed" | "purchase.refunded" }, trx?: Executor) {
  await queued(trx, { purchaseId, type }, async (executor) => {
    const purchase = await webhookPurchaseSubject({ purchaseId }, executor);
    if (!purchase) return;
    await emitWebhookEvent({
      hostId: purchase.hostId,
      type,
      trx: executor,
      data: {
        purchaseId: purchase.id,
        email: purchase.email,
        firstName: purchase.firstName,
        registrationId: purchase.registrationId,
        productName: purchase.productName,
        offerId: purchase.offerId,
        amountCents: purchase.amountCents,
        currency: purchase.currency,
        refundedCents: purchase.refundedCents,
        source: purchase.source,
        attribution: purchase.attribution,
        purchasedAt: purchase.purchasedAt,
        refundedAt: purchase.refundedAt,
        event: purchase.eventId === null ? null : { id: purchase.eventId, title: purchase.eventTitle },
      },
    });
  });
}

/** purchase.completed in the transaction that records the sale (the purchase models' alsoRecord). */
export const completedPurchaseWebhook = (trx: Executor, purchaseId: number) => emitPurchase({ purchaseId, type: "purchase.completed" }, trx);

type AttendanceChange = { attendanceId: number; type: "attendee.joined" | "attendee.left" };

/**
 * attendee.joined or attendee.left for a visit of a watch page, told once per viewer however many
 * pages they keep open: joined when no earlier page of theirs is open, left when their last one
 * closes, with how long they watched the stream in all. A reconnect after a dropped connection
 * (it opens before the server notices the old one is gone) tells nothing.
 */
export const emitAttendance = groupCalls(
  async (changes: AttendanceChange[]) => {
    // Every page's join and leave asks: one query finds the few whose host listens, and the
    // batches run one at a time, so 20,000 viewers leaving hold one connection, in order.
    let wanted = new Map<number, Set<string>>();
    try {
      wanted = await attendanceEndpointEvents({ attendanceIds: changes.map((change) => change.attendanceId) });
    } catch (error) {
      getLogger().error({ err: error, visits: changes.length }, "queuing attendance webhooks failed");
    }
    for (const change of changes) if (wanted.get(change.attendanceId)?.has(change.type)) await queueAttendance(change);
    return changes.map(() => undefined);
  },
  { oneAtATime: true },
);

async function queueAttendance({ attendanceId, type }: AttendanceChange) {
  try {
    const visit = await webhookAttendanceSubject({ attendanceId });
    if (!visit) return;
    const among = await visitAmongOthers({ attendanceId });
    if (!among || !(type === "attendee.joined" ? among.arrival : among.departure)) return;
    await emitWebhookEvent({
      hostId: visit.hostId,
      type,
      data: {
        viewerId: visit.viewerId,
        registrationId: visit.registrationId,
        email: visit.email,
        firstName: visit.firstName,
        streamId: visit.streamId,
        event: visit.eventId === null ? null : { id: visit.eventId, title: visit.eventTitle },
        joinedAt: visit.joinedAt,
        ...(type === "attendee.left" ? { leftAt: visit.leftAt, watchTimeSeconds: among.watchTimeSeconds } : {}),
      },
    });
  } catch (error) {
    getLogger().error({ err: error, attendanceId, type }, `queuing ${type} failed`);
  }
}
