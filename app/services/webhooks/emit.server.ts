import type { Registration, RegistrationToCancel } from "~/models/registration.server";
import { visitAmongOthers } from "~/models/viewer.server";
import { queueWebhookDeliveries, webhookAttendanceSubject, webhookEventSubject, webhookPurchaseSubject } from "~/models/webhook.server";
import type { WebhookEventType } from "~/schemas/webhook";
import { getLogger } from "~/utils/logger.server";
import { newWebhookEventId } from "./signature.server";

// Telling a host's endpoints that something happened: one row per endpoint that asked for the
// type, sent later by the job runner. The request that caused it is never held up or failed by
// this: a problem queuing is logged, not thrown.

/** The body every delivery carries: `{ id, type, createdAt, data }`. */
export function webhookEventBody({ type, data, now = new Date() }: { type: WebhookEventType; data: Record<string, unknown>; now?: Date }) {
  const eventId = newWebhookEventId();
  return { eventId, type, body: JSON.stringify({ id: eventId, type, createdAt: now.toISOString(), data }) };
}

export async function emitWebhookEvent({
  hostId,
  type,
  data,
  now = new Date(),
}: {
  hostId: number;
  type: WebhookEventType;
  data: Record<string, unknown>;
  now?: Date;
}) {
  try {
    await queueWebhookDeliveries({ hostId, delivery: webhookEventBody({ type, data, now }), now });
  } catch (error) {
    getLogger().error({ err: error, hostId, type }, "queuing a webhook event failed");
  }
}

/** registration.created: the registrant as a CRM wants them (never their personal link). */
export async function emitRegistrationCreated(registration: Registration) {
  try {
    const event = await webhookEventSubject({ eventId: registration.eventId });
    if (!event) return;
    await emitWebhookEvent({
      hostId: event.hostId,
      type: "registration.created",
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
  } catch (error) {
    getLogger().error({ err: error, registrationId: registration.id }, "queuing registration.created failed");
  }
}

/** registration.cancelled: the registrant gave up their seat (the registration no longer exists). */
export async function emitRegistrationCancelled(registration: RegistrationToCancel, now = new Date()) {
  await emitWebhookEvent({
    hostId: registration.hostId,
    type: "registration.cancelled",
    now,
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
  try {
    const event = await webhookEventSubject({ eventId });
    if (!event) return;
    await emitWebhookEvent({ hostId: event.hostId, type, data: { event: { id: event.id, title: event.title, scheduledAt: event.scheduledAt } } });
  } catch (error) {
    getLogger().error({ err: error, eventId, type }, `queuing ${type} failed`);
  }
}

/** purchase.completed or purchase.refunded (amounts in minor units of the currency). */
export async function emitPurchase({ purchaseId, type }: { purchaseId: number; type: "purchase.completed" | "purchase.refunded" }) {
  try {
    const purchase = await webhookPurchaseSubject({ purchaseId });
    if (!purchase) return;
    await emitWebhookEvent({
      hostId: purchase.hostId,
      type,
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
  } catch (error) {
    getLogger().error({ err: error, purchaseId, type }, `queuing ${type} failed`);
  }
}

/**
 * attendee.joined or attendee.left for a visit of a watch page, told once per viewer however many
 * pages they keep open: joined when no earlier page of theirs is open, left when their last one
 * closes, with how long they watched the stream in all. A reconnect after a dropped connection
 * (it opens before the server notices the old one is gone) tells nothing.
 */
export async function emitAttendance({ attendanceId, type }: { attendanceId: number; type: "attendee.joined" | "attendee.left" }) {
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
