import { describe, expect, it } from "vitest";
import { createEvent, getEvent, listEvents, setEventLive, updateEvent } from "~/models/event.server";
import { listReminderConfigs } from "~/models/reminder.server";
import { action as deleteAction, loader as deleteLoader } from "~/routes/_workspace.events.$eventId.delete";
import { action as duplicateAction } from "~/routes/_workspace.events.$eventId.duplicate";
import { action as editAction, loader as editLoader } from "~/routes/_workspace.events.$eventId.edit";
import { loader as eventsLoader } from "~/routes/_workspace.events._index";
import { action as newAction, loader as newLoader } from "~/routes/_workspace.events.new";
import { eventInputSchema } from "~/schemas/event";
import { utcToZonedLocal } from "~/utils/time-zones";
import { readToast } from "~/services/account/toast.server";
import { cookiesFrom, formRequest, getRequest, loadContext, settle } from "../support/factories";
import { signedInHost } from "../support/sessions";

type FormReply = { result: { status: string; error?: Record<string, string[] | null> }; toast: { title: string; description?: string } | null };

const DAY = 24 * 60 * 60_000;
/** A wall-clock time a week ahead in New York, as the datetime-local input sends it. */
const nextWeek = (days = 7) => utcToZonedLocal(new Date(Date.now() + days * DAY), "America/New_York");

/** The create form as the browser posts it: every setting present, checked boxes as "true". */
function createFields(overrides: Record<string, string | null> = {}) {
  const fields: Record<string, string | null> = {
    title: "Scaling Your Coaching Business",
    description: "",
    category: "webinar",
    scheduledAt: nextWeek(),
    timezone: "ET",
    duration: "60",
    customDuration: "",
    maxAttendees: "",
    hostName: "",
    hostBio: "",
    passcode: "",
    recordingLocation: "cloud",
    registrationRequired: "true",
    enableQa: "true",
    enableChat: "true",
    enableRecording: "true",
    muteMembersOnEntry: "true",
    ...overrides,
  };
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== null));
}

const toastOf = async (response: Response) =>
  (
    await readToast(
      getRequest("/", {
        cookie: cookiesFrom(response),
      }),
    )
  ).toast;

async function postNew(cookie: string, fields: Record<string, string>) {
  return settle(() => newAction({ request: formRequest("/events/new", fields, { cookie }), params: {}, context: loadContext() }));
}

async function makeEvent(hostId: number, title: string, overrides: Record<string, unknown> = {}) {
  const input = eventInputSchema.parse({ title, scheduledAt: nextWeek(), ...overrides });
  return createEvent({ hostId, input });
}

describe("creating an event (/events/new, shared by the dialog)", () => {
  it("creates the event from the form and lands on the success view, without a toast repeating its heading", async () => {
    const { host, cookie } = await signedInHost();
    const response = await postNew(
      cookie,
      createFields({
        timezone: "PT",
        duration: "custom",
        customDuration: "75",
        maxAttendees: "150",
        registrationRequired: null,
        enablePolls: "true",
      }),
    );
    expect(response.status).toBe(302);
    const location = response.headers.get("Location") ?? "";
    expect(location).toMatch(/^\/events\/new\?created=\d+$/);
    expect(await toastOf(response)).toBeNull();

    const eventId = Number(location.split("=")[1]);
    const event = await getEvent({ hostId: host.id, eventId });
    expect(event).toMatchObject({
      title: "Scaling Your Coaching Business",
      timezone: "America/Los_Angeles",
      durationMinutes: 75,
      maxAttendees: 150,
      registrationRequired: false,
      enablePolls: true,
      enableQa: true,
      requireAuthentication: false,
      enableWaitingRoom: false,
      status: "scheduled",
    });
    // Reminders start with the defaults: every timing, e-mail and SMS, on.
    const reminders = await listReminderConfigs({ hostId: host.id, eventId });
    expect(reminders).toHaveLength(16);
    expect(reminders?.every((r) => r.enabled)).toBe(true);

    // The success view is the host's own; another host's id shows the empty form.
    const view = await settle(() => newLoader({ request: getRequest(location, { cookie }), params: {}, context: loadContext() }));
    expect(((await view.json()) as { created: { event: { id: number; title: string } } }).created.event).toMatchObject({
      id: eventId,
      title: event?.title,
    });
    const other = await signedInHost();
    const foreign = await settle(() => newLoader({ request: getRequest(location, { cookie: other.cookie }), params: {}, context: loadContext() }));
    expect(((await foreign.json()) as { created: unknown }).created).toBeNull();
  });

  it("answers the dialog with the success view as JSON instead of a redirect", async () => {
    const { cookie } = await signedInHost();
    const response = await postNew(cookie, createFields({ title: "Dialog Event", respond: "dialog" }));
    expect(response.status).toBe(200);
    const body = (await response.json()) as FormReply & { created: { event: { id: number; title: string }; reminders: unknown[] } };
    expect(body.result.error ?? {}).toEqual({});
    expect(body.created.event.title).toBe("Dialog Event");
    expect(body.created.reminders).toHaveLength(16);
    expect(body.toast).toBeNull();
  });

  it.each([
    [{ title: "   " }, "title", "Title is required"],
    [{ scheduledAt: "" }, "scheduledAt", "Date and time is required"],
    [{ scheduledAt: "2020-01-01T10:00" }, "scheduledAt", "Date and time cannot be in the past"],
    [{ maxAttendees: "-3" }, "maxAttendees", "Max attendees must be a positive whole number"],
    [{ maxAttendees: "2.5" }, "maxAttendees", "Max attendees must be a positive whole number"],
    [{ maxAttendees: "lots" }, "maxAttendees", "Max attendees must be a positive whole number"],
    [{ duration: "custom", customDuration: "" }, "durationMinutes", "Duration must be a whole number of minutes from 1 to 1440"],
  ])("refuses %j inline with the spec's text and creates nothing", async (change, field, message) => {
    const { host, cookie } = await signedInHost();
    const response = await postNew(cookie, createFields(change));
    expect(response.status).toBe(400);
    const body = (await response.json()) as FormReply;
    expect(body.result.error?.[field]).toContain(message);
    expect(await listEvents({ hostId: host.id })).toHaveLength(0);
  });

  it("sends signed-out visitors to the home page", async () => {
    const response = await settle(() => newAction({ request: formRequest("/events/new", createFields()), params: {}, context: loadContext() }));
    expect(response.headers.get("Location")).toBe("/");
  });
});

describe("notification settings on the success view", () => {
  it("saves each reminder on or off, and refuses another host's event", async () => {
    const { host, cookie } = await signedInHost();
    const event = await makeEvent(host.id, "Reminder Event");
    const fields: Record<string, string> = {
      intent: "reminders",
      eventId: String(event.id),
      "email:1d": "true",
      "email:1h": "true",
      "sms:15m": "true",
    };
    const response = await postNew(cookie, fields);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/events/new?created=${event.id}&saved=reminders`);
    expect(await toastOf(response)).toMatchObject({ title: "Notification Settings Saved" });
    const reminders = (await listReminderConfigs({ hostId: host.id, eventId: event.id })) ?? [];
    expect(
      reminders
        .filter((r) => r.enabled)
        .map((r) => `${r.type}:${r.timing}`)
        .sort(),
    ).toEqual(["email:1d", "email:1h", "sms:15m"]);

    const inline = await postNew(cookie, { ...fields, respond: "dialog" });
    expect(await inline.json()).toMatchObject({
      intent: "reminders",
      result: { status: "success" },
      toast: { title: "Notification Settings Saved" },
    });

    const other = await signedInHost();
    expect((await postNew(other.cookie, fields)).status).toBe(404);
  });
});

describe("the events list (/events)", () => {
  async function load(cookie: string, search = "") {
    const response = await settle(() => eventsLoader({ request: getRequest(`/events${search}`, { cookie }), params: {}, context: loadContext() }));
    return (await response.json()) as {
      events: { id: number; title: string; status: string }[];
      stats: { totalEvents: number; liveNow: number; registrations: number; revenue: { currency: string; cents: number }[] };
      filters: { q: string; status: string; view: string };
    };
  }

  it("lists only the host's events with stats, search, status filter and view", async () => {
    const { host, cookie } = await signedInHost();
    const webinar = await makeEvent(host.id, "Pricing Webinar");
    const live = await makeEvent(host.id, "Live Workshop", { description: "hands-on pricing" });
    const draft = await makeEvent(host.id, "Quarterly Meeting", { status: "draft" });
    await setEventLive({ hostId: host.id, eventId: live.id, live: true });
    const other = await signedInHost();
    await makeEvent(other.host.id, "Someone Else's Pricing Talk");

    const all = await load(cookie);
    expect(all.events.map((e) => e.title).sort()).toEqual(["Live Workshop", "Pricing Webinar", "Quarterly Meeting"]);
    expect(all.stats).toEqual({ totalEvents: 3, liveNow: 1, registrations: 0, revenue: [] });
    expect(all.filters).toEqual({ q: "", status: "all", view: "cards" });

    const searched = await load(cookie, "?q=PRICING");
    expect(searched.events.map((e) => e.id).sort()).toEqual([webinar.id, live.id].sort());
    expect((await load(cookie, "?status=live")).events.map((e) => e.id)).toEqual([live.id]);
    expect((await load(cookie, "?status=draft")).events.map((e) => e.id)).toEqual([draft.id]);
    expect((await load(cookie, "?q=pricing&status=scheduled")).events.map((e) => e.id)).toEqual([webinar.id]);
    expect((await load(cookie, "?q=nothing-like-this")).events).toEqual([]);
    // Unknown values fall back to the defaults rather than failing.
    expect((await load(cookie, "?status=bogus&view=grid")).filters).toEqual({ q: "", status: "all", view: "cards" });
    expect((await load(cookie, "?view=list")).filters.view).toBe("list");
  });
});

describe("duplicate and delete", () => {
  it("duplicates the host's event as a draft and goes back to the page it came from", async () => {
    const { host, cookie } = await signedInHost();
    const event = await makeEvent(host.id, "Original Event");
    const response = await settle(() =>
      duplicateAction({
        request: formRequest(`/events/${event.id}/duplicate`, { redirectTo: "/events?view=list" }, { cookie }),
        params: { eventId: String(event.id) },
        context: loadContext(),
      }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/events?view=list");
    expect(await toastOf(response)).toMatchObject({ title: "Event Duplicated" });
    const copy = (await listEvents({ hostId: host.id })).find((e) => e.title === "Original Event (copy)");
    expect(copy?.status).toBe("draft");
  });

  it("never redirects outside the events pages", async () => {
    const { host, cookie } = await signedInHost();
    const event = await makeEvent(host.id, "Redirect Event");
    for (const redirectTo of [
      "//evil.example/",
      "https://evil.example/events",
      "/eventsx",
      "/dashboard",
      "/events/\n/x",
      "/events?q=\r\nSet-Cookie:x",
      "/\t/evil.example/events",
    ]) {
      const response = await settle(() =>
        duplicateAction({
          request: formRequest(`/events/${event.id}/duplicate`, { redirectTo }, { cookie }),
          params: { eventId: String(event.id) },
          context: loadContext(),
        }),
      );
      expect(response.headers.get("Location")).toBe("/events");
    }
  });

  it("deletes the host's event after the confirmation page, with a toast", async () => {
    const { host, cookie } = await signedInHost();
    const event = await makeEvent(host.id, "Doomed Event");
    const params = { eventId: String(event.id) };
    const confirm = await settle(() =>
      deleteLoader({ request: getRequest(`/events/${event.id}/delete?redirectTo=/events?q=doomed`, { cookie }), params, context: loadContext() }),
    );
    expect(await confirm.json()).toEqual({ event: { id: event.id, title: "Doomed Event" }, returnTo: "/events?q=doomed" });

    const response = await settle(() =>
      deleteAction({
        request: formRequest(`/events/${event.id}/delete`, { redirectTo: "/events?q=doomed" }, { cookie }),
        params,
        context: loadContext(),
      }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/events?q=doomed");
    expect(await toastOf(response)).toMatchObject({ title: "Event Deleted" });
    expect(await getEvent({ hostId: host.id, eventId: event.id })).toBeNull();
  });

  it("answers 404 for another host's event and leaves it alone", async () => {
    const owner = await signedInHost();
    const event = await makeEvent(owner.host.id, "Not Yours");
    const { cookie } = await signedInHost();
    const params = { eventId: String(event.id) };
    const request = (path: string) => formRequest(path, {}, { cookie });
    expect((await settle(() => deleteAction({ request: request(`/events/${event.id}/delete`), params, context: loadContext() }))).status).toBe(404);
    expect((await settle(() => duplicateAction({ request: request(`/events/${event.id}/duplicate`), params, context: loadContext() }))).status).toBe(
      404,
    );
    expect(
      (await settle(() => deleteLoader({ request: getRequest(`/events/${event.id}/delete`, { cookie }), params, context: loadContext() }))).status,
    ).toBe(404);
    expect(
      (await settle(() => deleteAction({ request: request("/events/abc/delete"), params: { eventId: "abc" }, context: loadContext() }))).status,
    ).toBe(404);
    expect(await getEvent({ hostId: owner.host.id, eventId: event.id })).not.toBeNull();
    expect(await listEvents({ hostId: owner.host.id })).toHaveLength(1);
  });
});

describe("editing (/events/{id}/edit)", () => {
  it("shows the form filled in, the date-time in the event's own zone", async () => {
    const { host, cookie } = await signedInHost();
    const event = await makeEvent(host.id, "Pacific Event", {
      scheduledAt: "2031-03-04T10:30",
      timezone: "PT",
      durationMinutes: 45,
      maxAttendees: 20,
    });
    const response = await settle(() =>
      editLoader({ request: getRequest(`/events/${event.id}/edit`, { cookie }), params: { eventId: String(event.id) }, context: loadContext() }),
    );
    const body = (await response.json()) as { values: Record<string, string> };
    expect(body.values).toMatchObject({
      title: "Pacific Event",
      scheduledAt: "2031-03-04T10:30",
      timezone: "America/Los_Angeles",
      duration: "45",
      maxAttendees: "20",
      registrationRequired: "true",
    });
  });

  it("saves the changes and goes back to the event with 'Event Updated'", async () => {
    const { host, cookie } = await signedInHost();
    const event = await makeEvent(host.id, "Before", { status: "draft" });
    const params = { eventId: String(event.id) };
    const fields = createFields({
      title: "After",
      scheduledAt: "2031-07-01T09:00",
      timezone: "CT",
      duration: "120",
      status: "scheduled",
      enableChat: null,
    });
    const response = await settle(() =>
      editAction({ request: formRequest(`/events/${event.id}/edit`, fields, { cookie }), params, context: loadContext() }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/events/${event.id}`);
    expect(await toastOf(response)).toMatchObject({ title: "Event Updated" });
    expect(await getEvent({ hostId: host.id, eventId: event.id })).toMatchObject({
      title: "After",
      timezone: "America/Chicago",
      scheduledAt: "2031-07-01T14:00:00.000Z",
      durationMinutes: 120,
      enableChat: false,
      status: "scheduled",
    });
  });

  it("keeps an unchanged past start, refuses a new past one, and keeps a live event live", async () => {
    const { host, cookie } = await signedInHost();
    const event = await makeEvent(host.id, "Past Event");
    await updateEvent({ hostId: host.id, eventId: event.id, input: { scheduledAt: "2021-05-05T15:00:00.000Z" } });
    await setEventLive({ hostId: host.id, eventId: event.id, live: true });
    const params = { eventId: String(event.id) };
    const post = (fields: Record<string, string>) =>
      settle(() => editAction({ request: formRequest(`/events/${event.id}/edit`, fields, { cookie }), params, context: loadContext() }));

    const unchanged = await post(createFields({ title: "Past Event, renamed", scheduledAt: "2021-05-05T11:00", timezone: "ET" }));
    expect(unchanged.status).toBe(302);
    expect(await getEvent({ hostId: host.id, eventId: event.id })).toMatchObject({ title: "Past Event, renamed", status: "live" });

    const moved = await post(createFields({ scheduledAt: "2021-05-06T11:00", timezone: "ET" }));
    expect(moved.status).toBe(400);
    expect(((await moved.json()) as FormReply).result.error?.scheduledAt).toContain("Date and time cannot be in the past");
  });

  it("is a 404 for another host's event", async () => {
    const owner = await signedInHost();
    const event = await makeEvent(owner.host.id, "Private");
    const { cookie } = await signedInHost();
    const params = { eventId: String(event.id) };
    expect(
      (await settle(() => editLoader({ request: getRequest(`/events/${event.id}/edit`, { cookie }), params, context: loadContext() }))).status,
    ).toBe(404);
    const response = await settle(() =>
      editAction({
        request: formRequest(`/events/${event.id}/edit`, createFields({ title: "Hijacked" }), { cookie }),
        params,
        context: loadContext(),
      }),
    );
    expect(response.status).toBe(404);
    expect((await getEvent({ hostId: owner.host.id, eventId: event.id }))?.title).toBe("Private");
  });
});
