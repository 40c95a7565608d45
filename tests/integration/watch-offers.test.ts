import { describe, expect, it } from "vitest";
import { registerViewer } from "~/models/viewer.server";
import { publishEventOffers } from "~/services/selling/offer-broadcast.server";
import { db } from "~/utils/db.server";
import type { OfferView } from "~/contracts/offers";
import { createTestEvent, MINUTE } from "../support/events";
import { createHost, uniqueEmail, uniqueIp } from "../support/factories";
import { startAppForTests } from "../support/http-server";
import { insertOfferRow } from "../support/offers";
import { openEventStream } from "../support/sse";
import { connectSocket } from "../support/ws-client";
import { createTestStream } from "../support/streams";

const app = startAppForTests();

/** The page as a browser without JavaScript gets it. */
async function html(path: string) {
  const response = await fetch(app.url + path, { redirect: "manual", headers: { "X-Forwarded-For": uniqueIp() } });
  expect(response.status).toBe(200);
  return response.text();
}

async function setup(eventFields: Record<string, unknown> = {}) {
  const host = await createHost();
  const event = await createTestEvent(host.id, { timezone: "Europe/London", ...eventFields });
  const { stream, rowId } = await createTestStream({ hostId: host.id, title: "Selling stream", eventId: event.id });
  const { viewer } = await registerViewer({ streamRowId: rowId, email: uniqueEmail("buyer"), firstName: "Maya" });
  const offer = (overrides: Parameters<typeof insertOfferRow>[0] extends infer T ? Omit<Partial<T>, "hostId" | "eventId"> : never = {}) =>
    insertOfferRow({ hostId: host.id, eventId: event.id, ...overrides });
  return { host, event, stream, rowId, viewer, offer, personal: `/watch/${stream.streamId}/${viewer.uniqueId}` };
}

const eventsUrl = (streamId: string, token?: string) => `${app.url}/api/streams/${streamId}/events${token ? `?token=${token}` : ""}`;
const wsUrl = (streamId: string, token: string) => `${app.url.replace(/^http/, "ws")}/ws?streamId=${encodeURIComponent(streamId)}&token=${token}`;
const titles = (data: unknown) => (data as { offers: OfferView[] }).offers.map((offer) => offer.title);

describe("offers on the server-rendered watch page", () => {
  it("shows a revealed offer with its price, scarcity, deadline, bonus and a Buy form to checkout; not a hidden one", async () => {
    const { stream, viewer, offer, personal } = await setup();
    const closesAt = new Date(Date.now() + 90 * MINUTE);
    closesAt.setUTCSeconds(0, 0);
    const id = await offer({
      title: "Launch Masterclass",
      priceCents: 4900,
      quantityLimit: 5,
      soldCount: 1,
      reservedCount: 1,
      endsAt: closesAt.toISOString(),
      bonus: "A 1:1 call",
      imageUrl: "https://cdn.example.com/masterclass.jpg",
    });
    await offer({ title: "Secret Hidden Offer", revealedAt: null });

    const page = await html(personal);
    expect(page).toContain(">Launch Masterclass</h2>");
    expect(page).toContain(">$49.00</p>");
    expect(page).toContain(">Only 3 left<");
    expect(page).toMatch(/<strong>Bonus:<\/strong> <!-- -->A 1:1 call/);
    // Before hydration the deadline is a time in the event's zone, not a ticking countdown.
    const time = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: "Europe/London", timeZoneName: "short" }).format(
      closesAt,
    );
    expect(page).toContain(time);
    expect(page).toMatch(/>Ends (.+ )?at /);
    expect(page).toMatch(/<img [^>]*src="https:\/\/cdn\.example\.com\/masterclass\.jpg"[^>]*width="640" height="360" loading="lazy"/);

    const form = page.match(new RegExp(`<form method="post" action="/offers/${id}/checkout"[^>]*>([\\s\\S]*?)</form>`));
    expect(form, "the Buy form").not.toBeNull();
    // Same tab without JavaScript: no target until the page is hydrated.
    expect(form?.[0]).not.toContain("target=");
    expect(form?.[1]).toContain(`<input type="hidden" name="streamId" value="${stream.streamId}"/>`);
    expect(form?.[1]).toContain(`<input type="hidden" name="uniqueId" value="${viewer.uniqueId}"/>`);
    expect(form?.[1]).toMatch(/<button type="submit"[^>]*>Buy now — \$49\.00<\/button>/);

    expect(page).not.toContain("Secret Hidden Offer");
  });

  it("shows a sold-out or closed offer with a disabled button", async () => {
    const { offer, personal } = await setup();
    await offer({ title: "Gone Offer", quantityLimit: 2, soldCount: 2 });
    await offer({ title: "Late Offer", endsAt: new Date(Date.now() - MINUTE).toISOString() });
    const page = await html(personal);
    expect(page).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Sold out<\/button>/);
    expect(page).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Offer closed<\/button>/);
  });

  it("shows nothing behind the registration gate; an open event's stranger gets the form without a personal id", async () => {
    const gated = await setup({ registrationRequired: true });
    await gated.offer({ title: "Members Offer" });
    const gate = await html(`/watch/${gated.stream.streamId}`);
    expect(gate).toContain("Join Live Stream");
    expect(gate).not.toContain("Members Offer");

    const open = await setup({ registrationRequired: false });
    const id = await open.offer({ title: "Open Offer" });
    const page = await html(`/watch/${open.stream.streamId}`);
    expect(page).toContain(">Open Offer</h2>");
    expect(page).toContain(`action="/offers/${id}/checkout"`);
    expect(page).toContain(`<input type="hidden" name="streamId" value="${open.stream.streamId}"/>`);
    expect(page).not.toContain('name="uniqueId"');
  });

  it("thanks a viewer back from checkout, says the offer is still there after a cancel, and ignores anything else", async () => {
    const { host, offer, personal } = await setup();
    const id = await offer({ title: "Coaching Pack" });
    const success = await html(`${personal}?checkout=success&offer=${id}`);
    expect(success).toMatch(
      /role="status"[^>]*>[\s\S]*Thank you! Your payment for Coaching Pack is being confirmed — you&#x27;ll get a receipt by e-mail\./,
    );
    expect(success).toContain(`href="${personal}"`);
    const cancelled = await html(`${personal}?checkout=cancelled&offer=${id}`);
    expect(cancelled).toContain("Checkout cancelled. The offer is still here if you change your mind.");

    const otherEvent = await createTestEvent(host.id);
    const foreign = await insertOfferRow({ hostId: host.id, eventId: otherEvent.id, title: "Other Event Offer" });
    for (const query of [`?checkout=maybe&offer=${id}`, `?checkout=success&offer=abc`, `?checkout=success&offer=${foreign}`, "?checkout=success"]) {
      const page = await html(personal + query);
      expect(page).not.toContain("Thank you!");
      expect(page).not.toContain("Checkout cancelled");
    }
  });
});

describe("offers over the live connections", () => {
  it("sends the offers in the SSE snapshot (after the replay), then pushes each change", async () => {
    const { event, stream, viewer, offer } = await setup();
    const id = await offer({ title: "Snapshot Offer", quantityLimit: 10 });
    const sse = await openEventStream(eventsUrl(stream.streamId, viewer.uniqueId));
    try {
      const snapshot = await sse.next((e) => e.event === "offers");
      expect(snapshot.id).toBeNull();
      expect((snapshot.data as { offers: OfferView[] }).offers).toEqual([
        expect.objectContaining({ id, title: "Snapshot Offer", priceCents: 4900, currency: "USD", remaining: 10, checkout: "builtin" }),
      ]);
      expect(JSON.stringify(snapshot.data)).not.toContain("postback");

      await db().updateTable("offers").set({ soldCount: 4 }).where("id", "=", id).execute();
      await publishEventOffers({ eventId: event.id });
      const pushed = await sse.next((e) => e.event === "offers");
      expect(pushed.id).toMatch(/^\d+$/);
      expect((pushed.data as { offers: OfferView[] }).offers[0]).toMatchObject({ id, remaining: 6 });

      // A reconnect replays what it missed, then ends on the current offers.
      await db().updateTable("offers").set({ revealedAt: null }).where("id", "=", id).execute();
      await publishEventOffers({ eventId: event.id });
      const again = await openEventStream(eventsUrl(stream.streamId, viewer.uniqueId), { "Last-Event-ID": String(Number(pushed.id) - 1) });
      try {
        const replayed = await again.next((e) => e.event === "offers");
        expect(replayed.id).toBe(pushed.id);
        const missed = await again.next((e) => e.event === "offers");
        expect(missed.id).not.toBeNull();
        expect(titles(missed.data)).toEqual([]);
        const now = await again.next((e) => e.event === "offers");
        expect(now.id).toBeNull();
        expect(titles(now.data)).toEqual([]);
      } finally {
        again.close();
      }
    } finally {
      sse.close();
    }
  });

  it("never serves a connection offers from before a change that was pushed (the snapshot cache follows the pushes)", async () => {
    const { event, stream, viewer, offer } = await setup();
    await offer({ title: "First Offer" });
    const first = await openEventStream(eventsUrl(stream.streamId, viewer.uniqueId));
    expect(titles((await first.next((e) => e.event === "offers")).data)).toEqual(["First Offer"]);
    first.close();

    await offer({ title: "Second Offer" });
    await publishEventOffers({ eventId: event.id });
    // Within the cache's second, the connection ends on the pushed list (in the snapshot, or
    // pushed right after it when the push reaches this process a moment later, on PostgreSQL).
    const second = await openEventStream(eventsUrl(stream.streamId, viewer.uniqueId));
    try {
      let latest = titles((await second.next((e) => e.event === "offers")).data);
      const deadline = Date.now() + 1_000;
      while (latest.length < 2 && Date.now() < deadline) latest = titles((await second.next((e) => e.event === "offers", 1_000)).data);
      expect(latest.sort()).toEqual(["First Offer", "Second Offer"]);
    } finally {
      second.close();
    }
  });

  it("sends an empty list to a stream without an event", async () => {
    const host = await createHost();
    const { stream, rowId } = await createTestStream({ hostId: host.id, title: "No event" });
    const { viewer } = await registerViewer({ streamRowId: rowId, email: uniqueEmail("noevent"), firstName: "Nia" });
    const sse = await openEventStream(eventsUrl(stream.streamId, viewer.uniqueId));
    try {
      expect((await sse.next((e) => e.event === "offers")).data).toEqual({ offers: [] });
    } finally {
      sse.close();
    }
  });

  it("sends the offers state over /ws right after joined, then pushed changes", async () => {
    const { event, stream, viewer, offer } = await setup();
    const id = await offer({ title: "Socket Offer", priceCents: 1999, currency: "EUR" });
    const client = await connectSocket(wsUrl(stream.streamId, viewer.uniqueId));
    try {
      expect(await client.next()).toEqual({ type: "connection_established" });
      client.send({ type: "join", streamId: stream.streamId, role: "viewer" });
      expect(await client.next()).toMatchObject({ type: "joined" });
      const state = await client.next();
      expect(state).toMatchObject({ type: "offers", data: { offers: [{ id, title: "Socket Offer", priceCents: 1999, currency: "EUR" }] } });
      expect(state).not.toHaveProperty("id");

      await db().updateTable("offers").set({ revealedAt: null }).where("id", "=", id).execute();
      await publishEventOffers({ eventId: event.id });
      expect(await client.next()).toMatchObject({ type: "offers", data: { offers: [] }, id: expect.any(Number) });
    } finally {
      client.close();
    }
  });
});
