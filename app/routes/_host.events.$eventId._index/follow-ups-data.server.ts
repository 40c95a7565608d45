// The event dashboard's Follow-up e-mails card: what it lists (loader) and its forms
// (intent=save-follow-up | add-follow-up | toggle-follow-up | delete-follow-up), which work
// without JavaScript: a refusal lands on the card with what was typed, a success redirects back
// to the card with its toast.
import {
  ADD_FOLLOW_UP,
  FOLLOW_UP_TOASTS,
  FOLLOW_UPS_ID,
  SAVE_FOLLOW_UP,
  TOGGLE_FOLLOW_UP,
  type FollowUpEmailsData,
  type FollowUpIntent,
  type FollowUpItem,
} from "~/contracts/follow-up-emails-data";
import type { EventDetail } from "~/models/event.server";
import { followUpDeliveries, followUpDueAt, type FollowUp } from "~/models/follow-up.server";
import { followUpFormFields } from "~/schemas/follow-up";
import {
  createFollowUpForHost,
  deleteFollowUpForHost,
  getFollowUpForHost,
  listFollowUpsForHost,
  patchFollowUpForHost,
} from "~/services/delivery/host-follow-ups.server";
import { replayStateOf } from "~/services/recordings/replays.server";
import { redirectWithToast } from "~/services/account/toast.server";
import { formFailure } from "~/utils/form-result.server";
import { AUDIENCE_LABELS, delayLabel } from "~/contracts/follow-ups";
import { HttpError, pageNotFound } from "~/utils/http.server";
import type { ReplayState } from "~/contracts/replay";
import { formatInZone } from "~/utils/zone-format";

function replayNoteOf(replay: ReplayState, timeZone: string) {
  if (replay.available)
    return replay.expiresAt ? `The replay is published until ${formatInZone(replay.expiresAt, timeZone)}.` : "The replay is published.";
  if (replay.published && replay.expiresAt) return "The replay has expired: follow-ups that were not sent yet will not go out.";
  if (replay.status === "ready") return "The replay is not published yet: follow-ups that fall due wait until it is.";
  return "There is no replay yet: follow-ups that fall due wait until the recording is ready and published.";
}

function stateOf(followUp: FollowUp, event: EventDetail, replay: ReplayState, sent: { queued: number; sent: number } | undefined, now: Date) {
  const zone = event.timezone;
  if (followUp.dispatchedAt) {
    const when = formatInZone(followUp.dispatchedAt, zone);
    if (!sent?.queued)
      return { label: "Not sent", tone: "warning" as const, detail: `Nobody was left to send it to, or the replay had expired (${when}).` };
    const count = sent.queued === 1 ? "1 registrant" : `${sent.queued} registrants`;
    return { label: "Sent", tone: "success" as const, detail: `Went out to ${count} on ${when}.` };
  }
  if (!followUp.enabled) return { label: "Off", tone: "neutral" as const, detail: "It will not go out unless you turn it on." };
  if (!event.endedAt)
    return { label: "Scheduled", tone: "info" as const, detail: `Goes out ${delayLabel(followUp.delayMinutes).toLowerCase()} of the event.` };
  const due = followUpDueAt({ endedAt: event.endedAt, delayMinutes: followUp.delayMinutes });
  if (due > now) return { label: "Scheduled", tone: "info" as const, detail: `Due ${formatInZone(due, zone)}.` };
  if (!replay.available) return { label: "Waiting", tone: "warning" as const, detail: "Due, and waiting for the replay to be published." };
  return { label: "Sending", tone: "info" as const, detail: "Going out now." };
}

/** Loader helper: the event's follow-ups with where each one stands. */
export async function followUpsOf({
  hostId,
  event,
  now = new Date(),
}: {
  hostId: number;
  event: EventDetail;
  now?: Date;
}): Promise<FollowUpEmailsData> {
  const [followUps, deliveries, replay] = await Promise.all([
    listFollowUpsForHost({ hostId, eventId: event.id }),
    followUpDeliveries({ hostId, eventId: event.id }),
    replayStateOf(event.id, now),
  ]);
  const items = followUps.map((f): FollowUpItem => ({
    id: f.id,
    audience: f.audience,
    audienceLabel: AUDIENCE_LABELS[f.audience],
    delayMinutes: f.delayMinutes,
    delayLabel: delayLabel(f.delayMinutes),
    subject: f.subject,
    message: f.message,
    enabled: f.enabled,
    skipBuyers: f.skipBuyers,
    state: stateOf(f, event, replay, deliveries.get(f.id), now),
    editable: f.dispatchedAt === null,
  }));
  return { items, replayNote: replayNoteOf(replay, event.timezone) };
}

const back = (eventId: number) => `/events/${eventId}#${FOLLOW_UPS_ID}`;

/** POST on /events/{eventId} for the card's forms (intent=delete-follow-up the rest); another host's follow-up is a 404. */
export async function followUpsAction({
  hostId,
  eventId,
  intent,
  form,
}: {
  hostId: number;
  eventId: number;
  intent: FollowUpIntent;
  form: FormData;
}) {
  const followUpId = String(form.get("followUpId") ?? "");
  const fields = followUpFormFields(form);
  try {
    if (intent === ADD_FOLLOW_UP) {
      await createFollowUpForHost({ hostId, eventId, body: { ...fields, audience: String(form.get("audience") ?? "") } });
      return await redirectWithToast(back(eventId), {
        title: FOLLOW_UP_TOASTS.added,
        description: "It goes out after the event ends, with the replay link.",
      });
    }
    // A follow-up of another of the host's events is not this page's to change.
    if ((await getFollowUpForHost({ hostId, followUpId })).eventId !== eventId) throw pageNotFound();
    if (intent === SAVE_FOLLOW_UP) {
      await patchFollowUpForHost({ hostId, followUpId, body: { ...fields, audience: String(form.get("audience") ?? "") } });
      return await redirectWithToast(back(eventId), {
        title: FOLLOW_UP_TOASTS.saved,
        description: "Your changes to the follow-up e-mail are saved.",
      });
    }
    if (intent === TOGGLE_FOLLOW_UP) {
      const enabled = form.get("enabled") === "1";
      await patchFollowUpForHost({ hostId, followUpId, body: { enabled } });
      return await redirectWithToast(back(eventId), {
        title: enabled ? FOLLOW_UP_TOASTS.on : FOLLOW_UP_TOASTS.off,
        description: enabled ? "It goes out at its time after the event ends." : "It will not go out.",
      });
    }
    await deleteFollowUpForHost({ hostId, followUpId });
    return await redirectWithToast(back(eventId), { title: FOLLOW_UP_TOASTS.deleted, description: "It will not go out." });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    if (error.status === 404) throw pageNotFound();
    const fieldErrors = error.fieldErrors ?? {};
    const values = {
      followUpId,
      audience: String(form.get("audience") ?? ""),
      delayMinutes: fields.delayMinutes,
      subject: fields.subject,
      message: fields.message,
      enabled: fields.enabled ? "on" : "",
      skipBuyers: fields.skipBuyers ? "on" : "",
    };
    const message = Object.keys(fieldErrors).length ? "Please fix the fields marked below." : error.message;
    return formFailure(intent, message, { fieldErrors, values, status: error.status });
  }
}
