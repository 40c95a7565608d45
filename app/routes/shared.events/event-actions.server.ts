// The events pages' form handling, shared by the Create Event dialog, /events/new and the edit
// page: parse with the event schema, call the model, answer with inline errors or a toast.
import { getEventWatchStreamId } from "~/models/stream.server";
import { settingsPath } from "~/components/event-settings/constants";
import { teamPlaceFor } from "~/services/account/team-access.server";
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod/v4";
import type { CreatedEventView } from "~/contracts/created-event-data";
import { eventFormInput } from "~/schemas/event-form";
import { createEvent, getEvent, updateEvent, type EventDetail } from "~/models/event.server";
import { createDefaultReminderConfigs, listReminderConfigs, saveReminderConfig } from "~/models/reminder.server";
import { eventInputSchema, eventUpdateSchema, type EventPatch, REMINDER_TIMINGS, REMINDER_TYPES, reminderConfigInputSchema } from "~/schemas/event";
import { formFailure, formResult, formSuccess } from "~/utils/form-result.server";
import { getLogger } from "~/utils/logger.server";
import {
  isStoredCover,
  prepareCover,
  removeEventCover,
  storeEventCover,
  REMOVE_COVER_FIELD,
  type CoverUpload,
} from "~/services/hosting/event-covers.server";
import { redirectWithToast, type Toast } from "~/services/account/toast.server";
import { requireUser } from "~/services/account/auth.server";
import { pageNotFound, readForm } from "~/utils/http.server";
import { safeRedirectPath } from "~/utils/safe-redirect";
import { parseEventId } from "~/utils/route-ids";

export const CREATE_FAILED = "Failed to create event. Please try again.";
export const UPDATE_FAILED = "Failed to save the event. Please try again.";
export const REMINDERS_FAILED = "Failed to save notification settings. Please try again.";
export const DELETE_FAILED = "Failed to delete event. Please try again.";
export const DUPLICATE_FAILED = "Failed to duplicate event. Please try again.";

/** The hidden field that tells the dialog (a fetcher) to get JSON back instead of a redirect. */
export const RESPOND_FIELD = "respond";
export const RESPOND_INLINE = "dialog";

/** A same-site events page to go back to, else /events; never an outside address. */
export function eventsReturnPath(value: FormDataEntryValue | string | null | undefined) {
  const path = safeRedirectPath(value, "/events");
  return /^\/events(?:[/?#]|$)/.test(path) ? path : "/events";
}

export function parseEventIdOr404(value: string | undefined | null) {
  const id = parseEventId(value);
  if (id === null) throw pageNotFound();
  return id;
}

export const HOST_ONLY_EVENT_PAGE = "Only the host can edit this event";

/**
 * Where a member of the event's host's team goes from the event's own address: its Event Settings,
 * the team's view. Null for the host, anyone else, or an event without a stream yet.
 */
export async function teamViewOf(userId: number, eventId: number) {
  if (!(await teamPlaceFor(userId, { kind: "event", eventId }))) return null;
  const streamId = await getEventWatchStreamId({ eventId });
  return streamId ? settingsPath(eventId, streamId) : null;
}

/**
 * The host's event, else a 404: another host's event is never acknowledged, but to a member of that
 * host's team, who knows the event, a 403 that says the page is the host's alone.
 */
export async function requireHostEvent(hostId: number, eventIdParam: string | undefined) {
  const eventId = parseEventIdOr404(eventIdParam);
  const event = await getEvent({ hostId, eventId });
  if (event) return event;
  if (await teamPlaceFor(hostId, { kind: "event", eventId })) throw new Response(HOST_ONLY_EVENT_PAGE, { status: 403, statusText: "Forbidden" });
  throw pageNotFound();
}

function errorToast(description: string): Toast {
  return { title: "Error", description, variant: "destructive" };
}

function logFailure(message: string, error: unknown) {
  getLogger().error({ err: error }, message);
}

/**
 * An events-menu action posted as a form (delete, duplicate): back to the events page it came from
 * with a toast; a failure is logged and said in the toast, another host's event is a 404.
 */
export async function eventMenuAction<Done>(
  { request, params }: ActionFunctionArgs,
  {
    run,
    failure,
    failed,
    done,
  }: {
    run: (target: { hostId: number; eventId: number }) => Promise<Done | false | null>;
    /** What the log says went wrong. */
    failure: string;
    /** What the host is told then. */
    failed: string;
    done: (result: Done) => Toast;
  },
) {
  const user = await requireUser(request);
  const eventId = parseEventIdOr404(params.eventId);
  const returnTo = eventsReturnPath((await readForm(request)).get("redirectTo"));
  let result: Done | false | null;
  try {
    result = await run({ hostId: user.id, eventId });
  } catch (error) {
    logFailure(failure, error);
    return redirectWithToast(returnTo, errorToast(failed));
  }
  if (!result) throw pageNotFound();
  return redirectWithToast(returnTo, done(result));
}

/** The event and its reminder settings for the success view; null when it is not the host's. */
export async function createdEventView(hostId: number, eventId: number): Promise<CreatedEventView | null> {
  const event = await getEvent({ hostId, eventId });
  if (!event) return null;
  const configs = (await listReminderConfigs({ hostId, eventId })) ?? [];
  const reminders = REMINDER_TYPES.flatMap((type) =>
    REMINDER_TIMINGS.map(({ timing, label }) => ({
      type,
      timing,
      label,
      // Not saved yet means the default: every reminder on (spec section 9).
      enabled: configs.find((c) => c.type === type && c.timing === timing)?.enabled ?? true,
    })),
  );
  const { id, title, scheduledAt, timezone, durationMinutes, category, status } = event;
  return { event: { id, title, scheduledAt, timezone, durationMinutes, category, status }, reminders };
}

/**
 * The Create Event form (dialog and /events/new): inline errors with a 400; on success the dialog
 * gets the success view as JSON, the page a redirect to its own success view.
 */
const NO_COVER: CoverUpload = { bytes: null, tooLarge: false };

export async function createEventFromForm({ hostId, formData, cover = NO_COVER }: { hostId: number; formData: FormData; cover?: CoverUpload }) {
  const submission = parseWithZod(eventFormInput(formData), { schema: eventInputSchema, disableAutoCoercion: true });
  const prepared = await prepareCover(cover);
  if (submission.status !== "success" || prepared.error) {
    const result = prepared.error ? submission.reply({ fieldErrors: { cover: [prepared.error] } }) : submission.reply();
    return formResult("create-event", result, { status: cover.tooLarge ? 413 : 400 }, { created: null });
  }
  let event: EventDetail;
  try {
    event = await createEvent({ hostId, input: submission.value });
    if (prepared.value) {
      const coverImageUrl = await storeEventCover(event.id, prepared.value);
      event = (await updateEvent({ hostId, eventId: event.id, input: { coverImageUrl } })) ?? event;
    }
  } catch (error) {
    logFailure("creating an event failed", error);
    return formResult(
      "create-event",
      submission.reply({ formErrors: [CREATE_FAILED] }),
      { status: 500, toast: errorToast(CREATE_FAILED) },
      { created: null },
    );
  }
  try {
    await createDefaultReminderConfigs({ hostId, eventId: event.id });
  } catch (error) {
    // The event exists; its reminders can still be saved from the success view.
    logFailure("creating default reminders failed", error);
  }
  // No toast: the success view's heading already says Event Created, and a toast would sit over its next steps.
  if (formData.get(RESPOND_FIELD) === RESPOND_INLINE) {
    return formResult("create-event", submission.reply({ resetForm: true }), {}, { created: await createdEventView(hostId, event.id) });
  }
  return redirect(`/events/new?created=${event.id}`);
}

/** The edit form: the same schema, reading a local time in the event's zone; an unchanged past start stays. */
export async function updateEventFromForm({
  hostId,
  event,
  formData,
  cover = NO_COVER,
}: {
  hostId: number;
  event: EventDetail;
  formData: FormData;
  cover?: CoverUpload;
}) {
  const schema = eventUpdateSchema({ scheduledAt: event.scheduledAt, timezone: event.timezone });
  const submission = parseWithZod(eventFormInput(formData), { schema, disableAutoCoercion: true });
  const prepared = await prepareCover(cover);
  if (submission.status !== "success" || prepared.error) {
    const result = prepared.error ? submission.reply({ fieldErrors: { cover: [prepared.error] } }) : submission.reply();
    return formResult("update-event", result, { status: cover.tooLarge ? 413 : 400 });
  }
  // The form has no visibility control, and a live or finished event keeps its status. The cover
  // changes only by an upload or "Remove cover"; an emoji or address set through the API stays.
  const { status, coverImageUrl: _cover, isPublic: _public, ...fields } = submission.value;
  const keepStatus = event.storedStatus === "live" || event.storedStatus === "completed";
  const input: EventPatch = keepStatus ? fields : { ...fields, status };
  let updated: EventDetail | null;
  try {
    if (prepared.value) input.coverImageUrl = await storeEventCover(event.id, prepared.value);
    else if (formData.get(REMOVE_COVER_FIELD) === "true") {
      input.coverImageUrl = null;
      if (isStoredCover(event.id, event.coverImageUrl)) await removeEventCover(event.id);
    }
    updated = await updateEvent({ hostId, eventId: event.id, input });
  } catch (error) {
    logFailure("updating an event failed", error);
    return formResult("update-event", submission.reply({ formErrors: [UPDATE_FAILED] }), { status: 500, toast: errorToast(UPDATE_FAILED) });
  }
  if (!updated) throw pageNotFound();
  return redirectWithToast(`/events/${updated.id}`, { title: "Event Updated", description: `${updated.title} has been saved.` });
}

/** The success view's Notification Settings: every timing, e-mail and SMS, on or off. */
export async function saveNotificationSettings({ hostId, formData }: { hostId: number; formData: FormData }) {
  const eventId = parseEventIdOr404(String(formData.get("eventId") ?? ""));
  const existing = await listReminderConfigs({ hostId, eventId });
  if (!existing) throw pageNotFound();
  const inline = formData.get(RESPOND_FIELD) === RESPOND_INLINE;
  try {
    for (const type of REMINDER_TYPES) {
      for (const { timing } of REMINDER_TIMINGS) {
        const current = existing.find((c) => c.type === type && c.timing === timing);
        const input = reminderConfigInputSchema.parse({
          type,
          timing,
          message: current?.message ?? null,
          subject: current?.subject ?? null,
          enabled: formData.get(`${type}:${timing}`) === "true",
        });
        if (!(await saveReminderConfig({ hostId, eventId, input }))) throw pageNotFound();
      }
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    logFailure("saving reminders failed", error);
    return formFailure("reminders", REMINDERS_FAILED, { status: 500 });
  }
  const toast: Toast = { title: "Notification Settings Saved", description: "All reminder configurations have been saved successfully." };
  if (inline) return formSuccess("reminders", { toast });
  return redirectWithToast(`/events/new?created=${eventId}&saved=reminders`, toast);
}
