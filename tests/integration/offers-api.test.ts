import { describe, expect, it } from "vitest";
import { registerViewer } from "~/models/viewer.server";
import { action } from "~/routes/_host.events.$eventId.settings.$streamId/route";
import { startUserSession } from "~/services/account/auth.server";
import { revealDueOffers } from "~/services/selling/offers.server";
import { db } from "~/utils/db.server";
import { createTestEvent, MINUTE, fromNow, DAY } from "../support/events";
import { createHost, getRequest, loadContext, settle, uniqueEmail } from "../support/factories";
import { signInCookie, startAppForTests } from "../support/http-server";
import { appCalls, type Json } from "../support/app-calls";
import { openEventStream } from "../support/sse";
import { stripeKeysForTests } from "../support/fake-stripe-env";
import { createTestStream } from "../support/streams";

// Built-in checkout needs Stripe's keys; one test takes them away again.
const setStripe = stripeKeysForTests({ STRIPE_SECRET_KEY: "sk_test_offers", STRIPE_WEBHOOK_SECRET: "whsec_offers" });

const app = startAppForTests();
const { call } = appCalls(app);

async function setup() {
  const host = await createHost();
  const event = await createTestEvent(host.id, { title: "Launch night" });
  const { stream, rowId } = await createTestStream({ hostId: host.id, title: "Main stage", eventId: event.id });
  const cookie = await signInCookie(app.url, host);
  const viewerEvents = async () => {
    const { viewer } = await registerViewer({ streamRowId: rowId, email: uniqueEmail("offer-viewer"), firstName: "Vi" });
    const events = await openEventStream(`${app.url}/api/streams/${stream.streamId}/events?token=${viewer.uniqueId}`);
    await events.next((e) => e.event === "stream_status");
    return events;
  };
  return { host, event, cookie, streamId: stream.streamId, viewerEvents };
}

const OFFER = { title: "Coaching Accelerator", description: "Eight weeks, live.", priceCents: 49_700, currency: "usd" };
const offersPath = (eventId: number | string) => `/api/events/${eventId}/offers`;
const storedOffers = (eventId: number) => db().selectFrom("offers").select(["id", "title"]).where("eventId", "=", eventId).execute();
const idsIn = (data: unknown) => ((data as { offers: { id: number }[] }).offers ?? []).map((offer) => offer.id);

describe("offers JSON API", () => {
  it("creates, lists, reads, patches and deletes an offer", async () => {
    const { event, cookie } = await setup();
    const created = await call("POST", offersPath(event.id), {
      cookie,
      body: { ...OFFER, quantityLimit: 10, countdownMinutes: 15, bonus: "Free 1:1 call", socialProof: true },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      eventId: event.id,
      title: "Coaching Accelerator",
      priceCents: 49_700,
      currency: "USD",
      checkout: "builtin",
      checkoutUrl: null,
      quantityLimit: 10,
      soldCount: 0,
      reservedCount: 0,
      remaining: 10,
      countdownMinutes: 15,
      bonus: "Free 1:1 call",
      socialProof: true,
      isRevealed: false,
      revealedAt: null,
      postbackUrl: null,
    });
    expect(JSON.stringify(created.body)).not.toContain("postbackSecret");
    const id = created.body.id as number;

    const list = await call("GET", offersPath(event.id), { cookie });
    expect(list.status).toBe(200);
    expect(list.body.map((offer) => offer.id)).toEqual([id]);
    expect((await call("GET", `/api/offers/${id}`, { cookie })).body).toMatchObject({ id, title: "Coaching Accelerator" });

    const outside = await call("PATCH", `/api/offers/${id}`, {
      cookie,
      body: { checkoutUrl: "https://pay.example.com/acc", quantityLimit: null, priceCents: 500_000, currency: "JPY" },
    });
    expect(outside.status).toBe(200);
    expect(outside.body).toMatchObject({
      title: "Coaching Accelerator",
      checkout: "outside",
      checkoutUrl: "https://pay.example.com/acc",
      quantityLimit: null,
      remaining: null,
      priceCents: 500_000,
      currency: "JPY",
      postbackUrl: expect.stringMatching(new RegExp(`/api/offers/${id}/postback$`)),
      pixelUrl: expect.stringMatching(new RegExp(`/offers/${id}/pixel.gif$`)),
    });
    const secret = (await db().selectFrom("offers").select("postbackSecret").where("id", "=", id).executeTakeFirstOrThrow()).postbackSecret;
    expect(Buffer.from(secret, "base64url")).toHaveLength(32);
    expect(JSON.stringify(outside.body)).not.toContain(secret);

    const removed = await call("DELETE", `/api/offers/${id}`, { cookie });
    expect(removed).toEqual({ status: 200, body: { success: true } });
    expect((await call("GET", `/api/offers/${id}`, { cookie })).status).toBe(404);
    expect(await storedOffers(event.id)).toEqual([]);
  });

  it("deleting an offer keeps its purchases, no longer naming it", async () => {
    const { host, event, cookie } = await setup();
    const created = await call("POST", offersPath(event.id), { cookie, body: OFFER });
    const offerId = created.body.id as number;
    const { id: purchaseId } = await db()
      .insertInto("purchases")
      .values({
        hostId: host.id,
        eventId: event.id,
        emailNormalized: uniqueEmail("buyer"),
        productName: "Coaching Accelerator",
        amountCents: 49_700,
        currency: "USD",
        source: "stripe",
        purchasedAt: new Date().toISOString(),
        offerId,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect((await call("DELETE", `/api/offers/${offerId}`, { cookie })).status).toBe(200);
    const purchase = await db().selectFrom("purchases").select(["offerId", "amountCents"]).where("id", "=", purchaseId).executeTakeFirstOrThrow();
    expect(purchase).toEqual({ offerId: null, amountCents: 49_700 });
  });

  const BAD: [field: string, value: unknown, message: RegExp][] = [
    ["title", "", /Title must be text of 1 to 120 characters/],
    ["title", "x".repeat(121), /Title must be/],
    ["title", 5, /Title must be/],
    ["description", "x".repeat(2001), /Description must be/],
    ["priceCents", 49.5, /Price must be a whole number of cents/],
    ["priceCents", "4900", /Price must be a whole number of cents/],
    ["priceCents", -1, /Price must be from 0/],
    ["priceCents", 100_000_001, /Price must be from 0/],
    ["currency", "dollars", /Currency must be a 3-letter ISO code such as USD/],
    ["currency", "ABC", /Currency must be a 3-letter ISO code/],
    ["checkoutUrl", "ftp://pay.example.com", /Checkout URL must be an https:\/\/ address/],
    ["checkoutUrl", "http://pay.example.com", /Checkout URL must be an https:\/\/ address/],
    ["checkoutUrl", "javascript:alert(1)", /Checkout URL/],
    ["quantityLimit", 0, /Quantity limit must be a whole number from 1/],
    ["quantityLimit", 2.5, /Quantity limit/],
    ["endsAt", "next tuesday", /Deadline must be a date and time/],
    ["endsAt", fromNow(-DAY), /Deadline must be in the future/],
    ["countdownMinutes", 0, /Countdown must be/],
    ["countdownMinutes", 1441, /Countdown must be/],
    ["revealAtMinutes", -1, /Show after must be/],
    ["revealAtMinutes", 1441, /Show after must be/],
    ["imageUrl", "http://img.example.com/a.png", /Image URL must be an https address/],
    ["bonus", "x".repeat(501), /Bonus must be/],
    ["socialProof", "yes", /Social proof must be true or false/],
    ["price", 49, /Unknown field/],
  ];

  it("refuses each bad field with a 400 naming it, storing nothing", async () => {
    const { event, cookie } = await setup();
    for (const [field, value, message] of BAD) {
      const answer = await call("POST", offersPath(event.id), { cookie, body: { ...OFFER, [field]: value } });
      expect(answer.status, `${field}=${JSON.stringify(value)}`).toBe(400);
      const fieldErrors = answer.body.fieldErrors as Record<string, string[]>;
      expect(fieldErrors[field]?.join(" "), `${field}=${JSON.stringify(value)}`).toMatch(message);
      expect(answer.body.error).toMatch(message);
    }
    for (const missing of ["title", "priceCents", "currency"]) {
      const { [missing]: _dropped, ...rest } = OFFER as Json;
      const answer = await call("POST", offersPath(event.id), { cookie, body: rest });
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.fieldErrors as Json)).toContain(missing);
    }
    expect((await call("POST", offersPath(event.id), { cookie, raw: "{not json" })).status).toBe(400);
    expect((await call("POST", offersPath(event.id), { cookie, body: [OFFER] })).status).toBe(400);
    expect(await storedOffers(event.id)).toEqual([]);

    const created = await call("POST", offersPath(event.id), { cookie, body: OFFER });
    const id = created.body.id as number;
    for (const [field, value, message] of BAD) {
      const answer = await call("PATCH", `/api/offers/${id}`, { cookie, body: { [field]: value } });
      expect(answer.status, `PATCH ${field}`).toBe(400);
      expect((answer.body.fieldErrors as Record<string, string[]>)[field]?.join(" ")).toMatch(message);
    }
    expect((await call("PATCH", `/api/offers/${id}`, { cookie, body: {} })).status).toBe(400);
    expect((await call("GET", `/api/offers/${id}`, { cookie })).body).toMatchObject({ title: OFFER.title, priceCents: OFFER.priceCents });
  });

  it("without Stripe, the built-in checkout is refused on checkoutUrl; an outside checkout works", async () => {
    const { event, cookie } = await setup();
    setStripe(false);
    try {
      const refused = await call("POST", offersPath(event.id), { cookie, body: OFFER });
      expect(refused.status).toBe(400);
      expect((refused.body.fieldErrors as Record<string, string[]>).checkoutUrl).toEqual([
        "Built-in checkout needs card payments, which are not set up on this server: give an outside checkout URL, or ask the server's admin to turn them on",
      ]);
      expect(await storedOffers(event.id)).toEqual([]);
      const outside = await call("POST", offersPath(event.id), { cookie, body: { ...OFFER, checkoutUrl: "https://pay.example.com/x" } });
      expect(outside.status).toBe(201);
      const back = await call("PATCH", `/api/offers/${outside.body.id as number}`, { cookie, body: { checkoutUrl: null } });
      expect(back.status).toBe(400);
      expect(Object.keys(back.body.fieldErrors as Json)).toEqual(["checkoutUrl"]);
    } finally {
      setStripe(true);
    }
  });

  it("answers 401 unsigned, 404 for another host's event or offer and for ids that are not numbers", async () => {
    const { event, cookie } = await setup();
    const other = await setup();
    const theirs = await call("POST", offersPath(other.event.id), { cookie: other.cookie, body: OFFER });
    const theirId = theirs.body.id as number;

    expect((await call("GET", offersPath(event.id))).status).toBe(401);
    expect((await call("POST", offersPath(event.id), { body: OFFER })).status).toBe(401);
    expect((await call("PATCH", `/api/offers/${theirId}`, { body: { title: "x" } })).status).toBe(401);
    expect((await call("POST", `/api/offers/${theirId}/reveal`)).status).toBe(401);

    expect((await call("GET", offersPath(other.event.id), { cookie })).status).toBe(404);
    expect((await call("POST", offersPath(other.event.id), { cookie, body: OFFER })).status).toBe(404);
    for (const [method, path] of [
      ["GET", `/api/offers/${theirId}`],
      ["PATCH", `/api/offers/${theirId}`],
      ["DELETE", `/api/offers/${theirId}`],
      ["POST", `/api/offers/${theirId}/reveal`],
      ["POST", `/api/offers/${theirId}/hide`],
    ] as const) {
      const answer = await call(method, path, { cookie, body: method === "PATCH" ? { title: "Mine now" } : undefined });
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.body).toEqual({ error: "Offer not found" });
    }
    expect((await call("GET", offersPath("abc"), { cookie })).status).toBe(404);
    expect((await call("GET", "/api/offers/1e3", { cookie })).status).toBe(404);
    expect((await call("GET", "/api/offers/-1", { cookie })).status).toBe(404);
    expect((await call("GET", `/api/offers/${theirId}`, { cookie: other.cookie })).body).toMatchObject({ title: OFFER.title, isRevealed: false });
  });

  it("reveal reaches a viewer's live stream within a second; hide and delete take it away", async () => {
    const { event, cookie, viewerEvents } = await setup();
    const first = (await call("POST", offersPath(event.id), { cookie, body: OFFER })).body.id as number;
    const second = (
      await call("POST", offersPath(event.id), { cookie, body: { ...OFFER, title: "VIP day", checkoutUrl: "https://pay.example.com/vip" } })
    ).body.id as number;
    const events = await viewerEvents();
    try {
      // On connect, after the replay: the offers shown now (none yet).
      expect((await events.next((e) => e.event === "offers", 1_000)).data).toEqual({ offers: [] });
      const started = Date.now();
      const revealed = await call("POST", `/api/offers/${first}/reveal`, { cookie });
      expect(revealed.status).toBe(200);
      expect(revealed.body).toMatchObject({ id: first, isRevealed: true });
      const pushed = await events.next((e) => e.event === "offers", 1_000);
      expect(Date.now() - started).toBeLessThan(1_000);
      expect(pushed.data).toMatchObject({ offers: [{ id: first, title: OFFER.title, priceCents: 49_700, currency: "USD", checkout: "builtin" }] });
      expect(JSON.stringify(pushed.data)).not.toMatch(/postbackSecret|soldCount/);

      await call("POST", `/api/offers/${second}/reveal`, { cookie });
      expect(idsIn((await events.next((e) => e.event === "offers", 1_000)).data)).toEqual([first, second]);

      expect((await call("POST", `/api/offers/${first}/hide`, { cookie })).body).toMatchObject({ isRevealed: false, revealedAt: null });
      expect(idsIn((await events.next((e) => e.event === "offers", 1_000)).data)).toEqual([second]);

      await call("PATCH", `/api/offers/${second}`, { cookie, body: { title: "VIP day (2 seats)" } });
      expect((await events.next((e) => e.event === "offers", 1_000)).data).toMatchObject({ offers: [{ id: second, title: "VIP day (2 seats)" }] });

      await call("DELETE", `/api/offers/${second}`, { cookie });
      expect(idsIn((await events.next((e) => e.event === "offers", 1_000)).data)).toEqual([]);
    } finally {
      events.close();
    }
  });

  it("reveals an offer by itself once its minutes after the start have passed, once, even with two runs at a time", async () => {
    const { host, event, cookie, viewerEvents } = await setup();
    const due = (await call("POST", offersPath(event.id), { cookie, body: { ...OFFER, revealAtMinutes: 45 } })).body.id as number;
    const later = (await call("POST", offersPath(event.id), { cookie, body: { ...OFFER, title: "Later", revealAtMinutes: 90 } })).body.id as number;
    expect((await call("GET", `/api/offers/${due}`, { cookie })).body).toMatchObject({ isRevealed: false, revealAtMinutes: 45 });

    // Not live yet: nothing is due.
    await revealDueOffers();
    expect((await call("GET", `/api/offers/${due}`, { cookie })).body).toMatchObject({ isRevealed: false });

    const events = await viewerEvents();
    try {
      expect((await events.next((e) => e.event === "offers", 1_000)).data).toEqual({ offers: [] });
      await db()
        .updateTable("events")
        .set({ status: "live", wentLiveAt: new Date(Date.now() - 50 * MINUTE).toISOString() })
        .where("id", "=", event.id)
        .where("hostId", "=", host.id)
        .execute();
      const [a, b] = await Promise.all([revealDueOffers(), revealDueOffers()]);
      // The app's own 5-second job may be the one that wins; either way it happens once.
      expect([...a, ...b].filter((id) => id === due).length).toBeLessThanOrEqual(1);
      expect([...a, ...b]).not.toContain(later);
      expect(idsIn((await events.next((e) => e.event === "offers", 6_000)).data)).toEqual([due]);
      const shown = (await call("GET", `/api/offers/${due}`, { cookie })).body;
      expect(shown).toMatchObject({ isRevealed: true, autoRevealedAt: expect.any(String) });
      expect((await call("GET", `/api/offers/${later}`, { cookie })).body).toMatchObject({ isRevealed: false, autoRevealedAt: null });

      // Hidden by the host afterwards, it stays hidden.
      await call("POST", `/api/offers/${due}/hide`, { cookie });
      expect(await revealDueOffers()).toEqual([]);
      expect((await call("GET", `/api/offers/${due}`, { cookie })).body).toMatchObject({ isRevealed: false });
    } finally {
      events.close();
    }
  });
});

// A PNG's signature and a little more: the type is read from the bytes, not the name.
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from("offer image body")]);
const WEBP = Buffer.concat([Buffer.from("RIFF"), Buffer.from([0x10, 0, 0, 0]), Buffer.from("WEBPVP8 "), Buffer.alloc(8)]);

describe("offer images", () => {
  async function upload(cookie: string, eventId: number, streamId: string, offerId: number, bytes: Buffer, name = "offer.png") {
    const form = new FormData();
    form.set("intent", "upload-offer-image");
    form.set("offerId", String(offerId));
    form.set("image", new File([new Uint8Array(bytes)], name, { type: "image/png" }));
    const encoded = new Response(form);
    return settle(() =>
      action({
        request: new Request(`http://localhost/events/${eventId}/settings/${streamId}?tab=offers`, {
          method: "POST",
          body: encoded.body,
          headers: { Cookie: cookie, "Content-Type": encoded.headers.get("Content-Type") ?? "" },
          duplex: "half",
        } as RequestInit),
        params: { eventId: String(eventId), streamId },
        context: loadContext(),
      }),
    );
  }

  it("takes PNG and WebP by their bytes, refuses other files and anything over 2 MB, and serves the bytes", async () => {
    const { host, event, cookie, streamId } = await setup();
    const pageCookie = (await startUserSession(getRequest("/"), host.id)).split(";")[0] ?? "";
    const offer = await call("POST", offersPath(event.id), { cookie, body: OFFER });
    const offerId = offer.body.id as number;

    const notImage = await upload(pageCookie, event.id, streamId, offerId, Buffer.from("<svg onload=alert(1)>"), "evil.png");
    expect(notImage.status).toBe(400);
    expect(((await notImage.json()) as { result: { error: Record<string, string[]> } }).result.error.image).toEqual([
      "Image must be a PNG, JPEG, WebP or GIF file",
    ]);
    const big = await upload(pageCookie, event.id, streamId, offerId, Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]));
    expect(big.status).toBe(413);
    expect(((await big.json()) as { result: { error: Record<string, string[]> } }).result.error.image).toEqual(["Image must be 2 MB or smaller"]);
    expect((await call("GET", `/api/offers/${offerId}`, { cookie })).body).toMatchObject({ uploadedImageUrl: null });

    const ok = await upload(pageCookie, event.id, streamId, offerId, PNG);
    expect(ok.status).toBe(302);
    const view = (await call("GET", `/api/offers/${offerId}`, { cookie })).body;
    const imagePath = view.uploadedImageUrl as string;
    expect(imagePath).toMatch(new RegExp(`^/resources/offer-image/${offerId}\\?v=`));
    expect(view.displayImageUrl).toBe(imagePath);

    // Hidden: only its host sees the image.
    expect((await fetch(app.url + imagePath)).status).toBe(404);
    const own = await fetch(app.url + imagePath, { headers: { Cookie: cookie } });
    expect(own.status).toBe(200);
    expect(Buffer.from(await own.arrayBuffer())).toEqual(PNG);

    await call("POST", `/api/offers/${offerId}/reveal`, { cookie });
    const served = await fetch(app.url + imagePath);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/png");
    expect(served.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("X-Content-Type-Options")).toContain("nosniff");
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);

    expect((await upload(pageCookie, event.id, streamId, offerId, WEBP, "offer.webp")).status).toBe(302);
    const webp = (await call("GET", `/api/offers/${offerId}`, { cookie })).body.uploadedImageUrl as string;
    expect(webp).not.toBe(imagePath);
    expect((await fetch(app.url + webp)).headers.get("Content-Type")).toBe("image/webp");

    expect((await fetch(`${app.url}/resources/offer-image/999999999`)).status).toBe(404);
    expect((await fetch(`${app.url}/resources/offer-image/abc`)).status).toBe(404);
  });
});
