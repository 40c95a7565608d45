import { describe, expect, it } from "vitest";
import { listOutboxMessages } from "~/models/outbox.server";
import { registerForEvent } from "~/models/registration.server";
import { registerViewer } from "~/models/viewer.server";
import { action, loader } from "~/routes/_public.cancel-registration.$eventId.$accessToken/route";
import { composeEmail } from "~/services/delivery/compose.server";
import { createEndpointForHost } from "~/services/integrations/webhooks/endpoints.server";
import { db } from "~/utils/db.server";
import { createTestEvent, registrationInput } from "../support/events";
import { createHost, formRequest, getRequest, loadContext, settle } from "../support/factories";
import { startAppForTests } from "../support/http-server";
import { openEventStream } from "../support/sse";
import { createTestStream } from "../support/streams";

// A registrant gives up their seat from the link under their confirmation and reminder e-mails:
// opening it only asks; "Yes" deletes the registration, cancels what was still to be sent to them
// and tells the host's webhook endpoints (registration.cancelled).

const app = startAppForTests();
const ORIGIN = "https://showup.example";

type View = { state: string; firstName?: string; eventTitle?: string; hostName?: string; when?: string; error?: string | null; email?: string };

const pathOf = (eventId: number, accessToken: string) => `/cancel-registration/${eventId}/${accessToken}`;

const open = (eventId: number, accessToken: string) =>
  settle(() =>
    loader({ request: getRequest(pathOf(eventId, accessToken)), params: { eventId: String(eventId), accessToken }, context: loadContext() }),
  );

const post = (eventId: number, accessToken: string, fields: Record<string, string> = { intent: "cancel" }) =>
  settle(() =>
    action({ request: formRequest(pathOf(eventId, accessToken), fields), params: { eventId: String(eventId), accessToken }, context: loadContext() }),
  );

async function registrant() {
  const host = await createHost({ firstName: "Hana", lastName: "Host" });
  const event = await createTestEvent(host.id, { title: "Pricing clinic", timezone: "Eastern" });
  const input = registrationInput({ firstName: "Rita", lastName: "Reg", timezone: "Eastern" });
  const result = await registerForEvent({ eventId: event.id, input, ip: "203.0.113.40", origin: ORIGIN });
  if (result.status !== "created") throw new Error(`registration ${result.status}`);
  return { host, event, registration: result.registration };
}

const registrationExists = async (id: number) =>
  (await db().selectFrom("registrations").select("id").where("id", "=", id).executeTakeFirst()) !== undefined;

describe("/cancel-registration/{eventId}/{accessToken}", () => {
  it("opening the link names the seat and asks, changing nothing", async () => {
    const { event, registration } = await registrant();
    const response = await open(event.id, registration.accessToken);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const view = (await response.json()) as View;
    expect(view).toMatchObject({ state: "open", firstName: "Rita", eventTitle: "Pricing clinic", hostName: "Hana Host", email: registration.email });
    expect(view.when).toMatch(/\d{4}/);
    expect(await registrationExists(registration.id)).toBe(true);
  });

  it("Yes gives the seat up: the registration is gone, its waiting e-mail cancelled, the host's endpoint told, the link dead after", async () => {
    const { host, event, registration } = await registrant();
    const endpoint = await createEndpointForHost({
      hostId: host.id,
      body: { url: "https://crm.example.com/hooks", events: ["registration.cancelled"] },
    });
    const waiting = await listOutboxMessages({ hostId: host.id, eventId: event.id, kind: "registration_confirmation", status: "pending" });
    expect(waiting).toHaveLength(1);

    const response = await post(event.id, registration.accessToken);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ state: "cancelled", firstName: "Rita", eventTitle: "Pricing clinic", error: null });
    expect(await registrationExists(registration.id)).toBe(false);
    const after = await db().selectFrom("outboxMessages").select("status").where("id", "=", waiting[0]!.id).executeTakeFirstOrThrow();
    expect(after.status).toBe("cancelled");

    const deliveries = await db().selectFrom("webhookDeliveries").select(["type", "body"]).where("endpointId", "=", endpoint.id).execute();
    expect(deliveries.map((delivery) => delivery.type)).toEqual(["registration.cancelled"]);
    const body = JSON.parse(deliveries[0]!.body) as { type: string; data: Record<string, unknown> };
    expect(body.data).toMatchObject({
      registrationId: registration.id,
      email: registration.email,
      firstName: "Rita",
      lastName: "Reg",
      event: { id: event.id, title: "Pricing clinic" },
    });
    expect(JSON.stringify(body)).not.toContain(registration.accessToken);

    // The link now leads nowhere, and a second press changes nothing more.
    expect((await open(event.id, registration.accessToken)).status).toBe(404);
    expect((await post(event.id, registration.accessToken)).status).toBe(404);
    expect(await db().selectFrom("webhookDeliveries").select("id").where("endpointId", "=", endpoint.id).execute()).toHaveLength(1);

    // Registering again gives a new seat.
    const again = await registerForEvent({
      eventId: event.id,
      input: registrationInput({ email: registration.email, firstName: "Rita" }),
      ip: "203.0.113.41",
      origin: ORIGIN,
    });
    expect(again.status).toBe("created");
  });

  it("the registrant's stream link stops opening the room: an open watch page is told and its live connection ends", async () => {
    const { host, event, registration } = await registrant();
    const { stream, rowId: streamRowId } = await createTestStream({ hostId: host.id, title: "Main stage", eventId: event.id });
    const { viewer } = await registerViewer({ streamRowId, email: registration.email, firstName: "Rita", registrationId: registration.id });
    const watch = (token: string) => fetch(`${app.url}/api/streams/watch/${stream.streamId}/${token}`, { headers: { Accept: "application/json" } });
    const eventsUrl = (token: string) => `${app.url}/api/streams/${stream.streamId}/events?token=${token}`;
    expect((await watch(viewer.uniqueId)).status).toBe(200);
    const live = await openEventStream(eventsUrl(viewer.uniqueId));
    expect(live.response.status).toBe(200);

    expect((await post(event.id, registration.accessToken)).status).toBe(200);
    expect((await live.next((received) => received.event === "registration_cancelled")).data).toEqual({ viewerId: viewer.id });
    await expect.poll(() => live.isEnded()).toBe(true);
    expect((await watch(viewer.uniqueId)).status).toBe(404);
    const refused = await openEventStream(eventsUrl(viewer.uniqueId));
    expect(refused.response.status).toBe(401);
    refused.close();

    // The viewer (and what they wrote) stays, on a token nobody was sent; registering again
    // brings the same viewer back with a working link.
    const kept = await db().selectFrom("viewers").select(["uniqueId", "registrationId"]).where("id", "=", viewer.id).executeTakeFirstOrThrow();
    expect(kept.registrationId).toBeNull();
    expect(kept.uniqueId).not.toBe(viewer.uniqueId);
    const again = await registerForEvent({
      eventId: event.id,
      input: registrationInput({ email: registration.email, firstName: "Rita" }),
      ip: "203.0.113.42",
      origin: ORIGIN,
    });
    if (again.status !== "created") throw new Error(`registration ${again.status}`);
    const back = await registerViewer({ streamRowId, email: registration.email, firstName: "Rita", registrationId: again.registration.id });
    expect(back.viewer.id).toBe(viewer.id);
    expect((await watch(back.viewer.uniqueId)).status).toBe(200);
  });

  it("without the button's intent: 400, said on the page, nothing changed", async () => {
    const { event, registration } = await registrant();
    const response = await post(event.id, registration.accessToken, { intent: "other" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ state: "open", error: "Press “Yes, cancel my registration” to give up your seat." });
    expect(await registrationExists(registration.id)).toBe(true);
  });

  it("once the event has taken place there is no seat to give up (409), and the registration stays", async () => {
    const { event, registration } = await registrant();
    await db().updateTable("events").set({ status: "completed" }).where("id", "=", event.id).execute();
    expect(((await (await open(event.id, registration.accessToken)).json()) as View).state).toBe("over");
    const response = await post(event.id, registration.accessToken);
    expect(response.status).toBe(409);
    expect(((await response.json()) as View).state).toBe("over");
    expect(await registrationExists(registration.id)).toBe(true);
  });

  it("a made-up token, another event's id or a malformed id is a 404 that changes nothing", async () => {
    const { event, registration } = await registrant();
    const other = await registrant();
    expect((await open(event.id, "not-a-real-token")).status).toBe(404);
    expect((await post(other.event.id, registration.accessToken)).status).toBe(404);
    const malformed = await settle(() =>
      action({
        request: formRequest("/cancel-registration/abc/x", { intent: "cancel" }),
        params: { eventId: "abc", accessToken: registration.accessToken },
        context: loadContext(),
      }),
    );
    expect(malformed.status).toBe(404);
    expect(await registrationExists(registration.id)).toBe(true);
  });

  it("the confirmation e-mail carries the cancel link, and the page it opens answers in the browser", async () => {
    const { host, event, registration } = await registrant();
    const [confirmation] = await listOutboxMessages({ hostId: host.id, eventId: event.id, kind: "registration_confirmation" });
    const mail = await composeEmail(confirmation!, { origin: ORIGIN, mailFrom: "events@showup.example" });
    const link = `${ORIGIN}${pathOf(event.id, registration.accessToken)}`;
    expect(mail.html).toContain(link);
    expect(mail.text).toContain(`Can't make it? Cancel your registration: ${link}`);

    const page = await fetch(`${app.url}${pathOf(event.id, registration.accessToken)}`);
    expect(page.status).toBe(200);
    // The browser applies the last policy it knows: the token in the address never leaves the site.
    expect(page.headers.get("referrer-policy")?.split(",").at(-1)?.trim()).toBe("same-origin");
    const html = (await page.text()).replaceAll("&#x27;", "'");
    expect(html).toContain("Cancel your registration?");
    expect(html).toContain("Yes, cancel my registration");
    expect(await registrationExists(registration.id)).toBe(true);
  });
});
