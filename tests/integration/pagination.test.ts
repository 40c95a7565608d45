import { describe, expect, it } from "vitest";
import { createApiKey } from "~/models/api-key.server";
import { createChatMessage } from "~/models/chat.server";
import { registerForEvent } from "~/models/registration.server";
import { createStreamForHost } from "~/services/hosting/streams.server";
import { db } from "~/utils/db.server";
import { createTestEvent, DAY, fromNow, registrationInput } from "../support/events";
import { createHost, uniqueIp } from "../support/factories";
import { startAppForTests } from "../support/http-server";
import { insertPurchase } from "../support/purchases";
import { createTestStream } from "../support/streams";

const app = startAppForTests();

type Row = { id: number };

async function get(path: string, secret: string) {
  const response = await fetch(app.url + path, { headers: { Authorization: `Bearer ${secret}`, "X-Forwarded-For": uniqueIp() } });
  return { response, body: (await response.json()) as unknown };
}

/**
 * Follows `Link: <…>; rel="next"` from the first page to the last, running `between` after each
 * page (to insert rows mid-walk); returns every page's rows in order.
 */
async function walk(first: string, secret: string, pick: (body: unknown) => Row[], between: () => Promise<void> = async () => {}) {
  const rows: Row[] = [];
  const sizes: number[] = [];
  let next: string | null = first;
  while (next) {
    const { response, body } = await get(next, secret);
    expect(response.status, next).toBe(200);
    const page = pick(body);
    rows.push(...page);
    sizes.push(page.length);
    const link = response.headers.get("Link");
    const cursor = response.headers.get("X-Next-Cursor");
    if (link) {
      const match = /^<([^>]+)>; rel="next"$/.exec(link);
      expect(match, link).not.toBeNull();
      next = match?.[1] ?? null;
      expect(new URL(next ?? "", app.url).searchParams.get("cursor")).toBe(cursor);
      await between();
    } else {
      expect(cursor).toBeNull();
      next = null;
    }
    expect(sizes.length).toBeLessThan(50);
  }
  return { ids: rows.map((row) => row.id), sizes };
}

const asRows = (body: unknown) => body as Row[];

async function hostWithKey() {
  const host = await createHost();
  const { secret } = await createApiKey({ userId: host.id, name: "Script", scope: "read" });
  return { host, secret };
}

describe("cursor pages on the list calls", () => {
  it("GET /api/events: every event once, latest start first, even with events added between pages; filters by status and time", async () => {
    const { host, secret } = await hostWithKey();
    const sameStart = fromNow(5 * DAY);
    for (let i = 0; i < 3; i++) await createTestEvent(host.id, { title: `Tie ${i}` }, sameStart);
    for (let i = 1; i <= 4; i++) await createTestEvent(host.id, { title: `Day ${i}` }, fromNow(i * 2 * DAY));
    const { body: whole, response } = await get("/api/events", secret);
    expect(response.headers.get("Link")).toBeNull();
    const all = (whole as Row[]).map((e) => e.id);
    expect(all).toHaveLength(7);

    let added = 0;
    const walked = await walk("/api/events?limit=3", secret, asRows, async () => {
      added++;
      // One that sorts first (already passed) and one that sorts last (still ahead).
      await createTestEvent(host.id, { title: `Late ${added}` }, fromNow(30 * DAY));
      await createTestEvent(host.id, { title: `Early ${added}` }, fromNow(DAY / 2));
    });
    const early = await db()
      .selectFrom("events")
      .select("id")
      .where("hostId", "=", host.id)
      .where("title", "like", "Early %")
      .orderBy("id")
      .execute();
    expect(walked.ids.slice(0, 7)).toEqual(all);
    expect(new Set(walked.ids).size).toBe(walked.ids.length);
    expect(walked.ids.slice(7).sort()).toEqual(early.map((e) => e.id).sort());
    expect(walked.sizes[0]).toBe(3);

    const ranged = await get(`/api/events?from=${encodeURIComponent(fromNow(3 * DAY))}&to=${encodeURIComponent(fromNow(7 * DAY))}`, secret);
    expect((ranged.body as { title: string }[]).map((e) => e.title).sort()).toEqual(["Day 2", "Day 3", "Tie 0", "Tie 1", "Tie 2"]);
    const drafts = await get("/api/events?status=draft&limit=2", secret);
    expect(drafts.body).toEqual([]);
  });

  it("GET /api/registrations: every registration once, newest first, with one made between pages; by event and since", async () => {
    const { host, secret } = await hostWithKey();
    const event = await createTestEvent(host.id, { title: "Launch" });
    const other = await createTestEvent(host.id, { title: "Other" });
    const register = (eventId: number, now: Date) => registerForEvent({ eventId, input: registrationInput(), ip: uniqueIp(), now });
    const start = Date.now() - 60 * 60_000;
    for (let i = 0; i < 6; i++) await register(event.id, new Date(start + i * 60_000));
    await register(other.id, new Date(start + 30_000));
    const whole = ((await get(`/api/registrations?eventId=${event.id}`, secret)).body as Row[]).map((r) => r.id);
    expect(whole).toHaveLength(6);

    const walked = await walk(`/api/registrations?eventId=${event.id}&limit=4`, secret, asRows, async () => {
      await register(event.id, new Date());
    });
    // The newer registration sorts before the cursor, so this walk does not repeat or reach it.
    expect(walked.ids).toEqual(whole);
    expect(walked.sizes).toEqual([4, 2]);

    const since = await get(`/api/registrations?eventId=${event.id}&since=${encodeURIComponent(new Date(start + 4 * 60_000).toISOString())}`, secret);
    // The two made in the last minutes of the hour, and the one made during the walk.
    const sinceIds = (since.body as Row[]).map((r) => r.id);
    expect(sinceIds).toHaveLength(3);
    expect(sinceIds.slice(1)).toEqual(whole.slice(0, 2));
    const everyEvent = await walk("/api/registrations?limit=3", secret, asRows);
    expect(everyEvent.ids).toHaveLength(8);
  });

  it("GET /api/events/{id}/purchases: pages of the list (ties broken by id), totals over the whole event; by status and since", async () => {
    const { host, secret } = await hostWithKey();
    const event = await createTestEvent(host.id, { title: "Shop" });
    const at = new Date(Date.now() - 60_000).toISOString();
    for (let i = 0; i < 4; i++) await insertPurchase({ hostId: host.id, eventId: event.id, purchasedAt: at });
    await insertPurchase({ hostId: host.id, eventId: event.id, purchasedAt: new Date(Date.now() - 120_000).toISOString(), refundedCents: 4_900 });
    type Purchases = { purchases: Row[]; totals: unknown[]; count: number };
    const whole = (await get(`/api/events/${event.id}/purchases`, secret)).body as Purchases;
    expect(whole.purchases).toHaveLength(5);

    const walked = await walk(`/api/events/${event.id}/purchases?limit=2`, secret, (body) => {
      expect(body).toMatchObject({ totals: whole.totals, count: 5 });
      return (body as Purchases).purchases;
    });
    expect(walked.ids).toEqual(whole.purchases.map((p) => p.id));
    expect(walked.sizes).toEqual([2, 2, 1]);

    const refunded = (await get(`/api/events/${event.id}/purchases?status=refunded`, secret)).body as Purchases;
    expect(refunded.purchases).toHaveLength(1);
    expect(refunded.count).toBe(5);
    const recent = (await get(`/api/events/${event.id}/purchases?since=${encodeURIComponent(at)}`, secret)).body as Purchases;
    expect(recent.purchases.map((p) => p.id)).toEqual(whole.purchases.slice(0, 4).map((p) => p.id));
  });

  it("GET /api/streams/{streamId}/chat: the history oldest first in pages, new messages arriving at the end; after an id and since", async () => {
    const { host, secret } = await hostWithKey();
    const event = await createTestEvent(host.id, { title: "Chatty" });
    const { stream, rowId } = await createTestStream({ hostId: host.id, title: "Main", eventId: event.id });
    const say = (message: string) =>
      createChatMessage({ streamRowId: rowId, viewerId: null, isStreamer: true, message, createdAt: new Date().toISOString() });
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push((await say(`m${i}`)).id);

    const live = await get(`/api/streams/${stream.streamId}/chat`, secret);
    expect((live.body as Row[]).map((m) => m.id)).toEqual(ids);
    expect(live.response.headers.get("Link")).toBeNull();

    let more = 0;
    const walked = await walk(`/api/streams/${stream.streamId}/chat?limit=2`, secret, asRows, async () => {
      if (more++ < 2) ids.push((await say(`late ${more}`)).id);
    });
    expect(walked.ids).toEqual(ids);

    const after = await get(`/api/streams/${stream.streamId}/chat?after=${ids[4]}`, secret);
    expect((after.body as Row[]).map((m) => m.id)).toEqual(ids.slice(5));
    const since = await get(`/api/streams/${stream.streamId}/chat?since=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`, secret);
    expect(since.body).toEqual([]);
  });

  it("refuses a bad cursor, limit or filter with a 400 that names it", async () => {
    const { host, secret } = await hostWithKey();
    const event = await createTestEvent(host.id, { title: "Bad input" });
    const stream = await createStreamForHost({ hostId: host.id, title: "Main", eventId: event.id });
    for (const path of ["/api/events", "/api/registrations", `/api/events/${event.id}/purchases`, `/api/streams/${stream?.streamId}/chat`]) {
      for (const [query, field] of [
        ["cursor=not-a-cursor!", "cursor"],
        [`cursor=${Buffer.from('["x"]').toString("base64url")}`, "cursor"],
        [`cursor=${Buffer.from('["2026-01-01\\u0000",1]').toString("base64url")}`, "cursor"],
        [`cursor=${Buffer.from('["2026-01-01T00:00:00.000Z",9999999999]').toString("base64url")}`, "cursor"],
        ["limit=0", "limit"],
        ["limit=501", "limit"],
        ["limit=ten", "limit"],
        ["since=yesterday", "since"],
      ] as const) {
        if (path === "/api/events" && field === "since") continue;
        const { response, body } = await get(`${path}?${query}`, secret);
        expect(response.status, `${path}?${query}`).toBe(400);
        expect(body, `${path}?${query}`).toMatchObject({ error: expect.any(String), fieldErrors: { [field]: [expect.any(String)] } });
      }
    }
    const badAfter = await get(`/api/streams/${stream?.streamId}/chat?after=9999999999`, secret);
    expect(badAfter.response.status).toBe(400);
    expect(badAfter.body).toMatchObject({ fieldErrors: { after: ["after must be a message id"] } });
    const badFrom = await get("/api/events?from=soon", secret);
    expect(badFrom.response.status).toBe(400);
    expect(badFrom.body).toMatchObject({ fieldErrors: { from: ["Use an ISO 8601 date or time, e.g. 2026-05-01 or 2026-05-01T09:00:00Z."] } });
  });
});
