import { describe, expect, it } from "vitest";
import { createStreamForHost } from "~/services/hosting/streams.server";
import { getConfig } from "~/utils/config.server";
import { db } from "~/utils/db.server";
import { createTestEvent } from "../support/events";
import { cookiesFrom, createHost, uniqueIp } from "../support/factories";
import { signInCookie, startAppForTests } from "../support/http-server";
import { stripeKeysForTests } from "../support/fake-stripe-env";
import { expectContainsAll } from "../support/cases";

// The Offers tab as a browser without JavaScript uses it: plain form posts over HTTP, redirects
// with a toast, refusals rendered inline.

const setStripe = stripeKeysForTests({ STRIPE_SECRET_KEY: "sk_test_tab", STRIPE_WEBHOOK_SECRET: "whsec_tab" });

const app = startAppForTests();

async function setup() {
  const host = await createHost();
  const event = await createTestEvent(host.id, { title: "Launch night", timezone: "Europe/London" });
  const stream = await createStreamForHost({ hostId: host.id, title: "Main stage", eventId: event.id });
  if (!stream) throw new Error("no stream");
  const cookie = await signInCookie(app.url, host);
  const path = `/events/${event.id}/settings/${stream.streamId}`;
  const tab = `${path}?tab=offers`;
  const stored = () => db().selectFrom("offers").selectAll().where("eventId", "=", event.id).orderBy("id").execute();
  return { host, event, cookie, path, tab, stored };
}

const html = { Accept: "text/html,application/xhtml+xml" };

async function page(cookie: string, path: string) {
  const response = await fetch(app.url + path, { headers: { ...html, Cookie: cookie, "X-Forwarded-For": uniqueIp() }, redirect: "manual" });
  return { status: response.status, text: await response.text() };
}

async function post(cookie: string, path: string, fields: Record<string, string>) {
  const response = await fetch(app.url + path, {
    method: "POST",
    redirect: "manual",
    headers: { ...html, Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": uniqueIp() },
    body: new URLSearchParams(fields),
  });
  const toastCookie = cookiesFrom(response);
  return { status: response.status, location: response.headers.get("Location"), text: await response.text(), toastCookie };
}

/** Follows a redirect as the browser does, with the toast cookie it set: the page after the post. */
async function landing(cookie: string, answer: { location: string | null; toastCookie: string }) {
  expect(answer.location).toBeTruthy();
  return page(`${cookie}; ${answer.toastCookie}`, answer.location ?? "/");
}

const FORM = {
  intent: "create-offer",
  title: "Coaching Accelerator",
  description: "Eight weeks, live.",
  price: "497.00",
  currency: "usd",
  checkoutKind: "builtin",
  checkoutUrl: "",
  quantityLimit: "10",
  endsAt: "",
  countdownMinutes: "15",
  revealAtMinutes: "45",
  imageUrl: "",
  bonus: "Free 1:1 call",
};

describe("Offers tab without JavaScript", () => {
  it("shows the tab with its empty state and the form", async () => {
    const { cookie, tab } = await setup();
    const { status, text } = await page(cookie, tab);
    expect(status).toBe(200);
    expect(text).toContain('aria-current="page"');
    expect(text).toMatch(/>Offers<\/a>/);
    expect(text).toContain("No offers yet");
    expect(text).toContain("New offer");
    expect(text).not.toContain("Built-in checkout is off");
  });

  it("refuses a bad form inline with each field named, keeps what was typed, stores nothing", async () => {
    const { cookie, tab, stored } = await setup();
    const answer = await post(cookie, tab, {
      ...FORM,
      title: "",
      price: "49.999",
      currency: "dollars",
      quantityLimit: "0",
      imageUrl: "http://x.example",
    });
    expect(answer.status).toBe(400);
    expectContainsAll(answer.text, [
      "Offer not created: Check the highlighted fields.",
      "Title must be text of 1 to 120 characters",
      "Currency must be a 3-letter ISO code such as USD",
      "Quantity limit must be a whole number from 1 to 1,000,000",
      "Image URL must be an https address",
      'value="Free 1:1 call"',
    ]);
    expect(await stored()).toEqual([]);

    const price = await post(cookie, tab, { ...FORM, price: "49.999" });
    expect(price.status).toBe(400);
    expect(price.text).toContain("Price must be an amount in USD such as 49.00");
    expect(price.text).toContain('value="49.999"');
    const deadline = await post(cookie, tab, { ...FORM, endsAt: "2020-01-01T10:00" });
    expect(deadline.status).toBe(400);
    expect(deadline.text).toContain("Deadline must be in the future");
    const outside = await post(cookie, tab, { ...FORM, checkoutKind: "outside", checkoutUrl: "" });
    expect(outside.status).toBe(400);
    expect(outside.text).toContain("Checkout URL must be an https:// address");
    expect(await stored()).toEqual([]);
  });

  it("creates, reveals, hides, edits and deletes an offer, each with its notice", async () => {
    const { cookie, tab, stored, event } = await setup();
    const created = await post(cookie, tab, { ...FORM, endsAt: "2099-06-01T18:30" });
    expect(created.status).toBe(302);
    const [offer] = await stored();
    if (!offer) throw new Error("not stored");
    expect(offer).toMatchObject({
      title: "Coaching Accelerator",
      priceCents: 49_700,
      currency: "USD",
      checkoutUrl: null,
      quantityLimit: 10,
      countdownMinutes: 15,
      revealAtMinutes: 45,
      bonus: "Free 1:1 call",
      socialProof: 0,
      // 18:30 in London in June is 17:30 UTC.
      endsAt: "2099-06-01T17:30:00.000Z",
      revealedAt: null,
    });
    expect(created.location).toBe(`${tab}#offer-${offer.id}`);
    const afterCreate = await landing(cookie, created);
    expectContainsAll(afterCreate.text, [
      "Offer created",
      "$497.00",
      "10 of 10 left",
      "Countdown 15 min",
      "Shows 45 min after start",
      "Closes Jun 1, 18:30",
      "Reveal to viewers",
    ]);

    const revealed = await post(cookie, tab, { intent: "reveal-offer", offerId: String(offer.id) });
    expect(revealed.status).toBe(302);
    const afterReveal = await landing(cookie, revealed);
    expect(afterReveal.text).toContain("Offer revealed");
    expect(afterReveal.text).toContain("Viewers see it now");
    expect(afterReveal.text).toContain(">Showing<");
    expect(afterReveal.text).toContain("Hide from viewers");
    expect((await stored())[0]?.revealedAt).toBeTruthy();

    const hidden = await post(cookie, tab, { intent: "hide-offer", offerId: String(offer.id) });
    const afterHide = await landing(cookie, hidden);
    expect(afterHide.text).toContain("Offer hidden");
    expect(afterHide.text).toContain("Reveal to viewers");
    expect((await stored())[0]?.revealedAt).toBeNull();

    const editPath = `${tab}&edit=${offer.id}`;
    const editing = await page(cookie, editPath);
    expect(editing.text).toContain("Edit “Coaching Accelerator”");
    expect(editing.text).toContain('value="497.00"');
    expect(editing.text).toContain('value="2099-06-01T18:30"');
    const refused = await post(cookie, editPath, { ...FORM, intent: "update-offer", offerId: String(offer.id), title: "" });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("Title must be text of 1 to 120 characters");
    const updated = await post(cookie, editPath, {
      ...FORM,
      intent: "update-offer",
      offerId: String(offer.id),
      title: "VIP Day",
      price: "5000",
      currency: "JPY",
      checkoutKind: "outside",
      checkoutUrl: "https://pay.example.com/vip",
      quantityLimit: "",
      socialProof: "on",
    });
    expect(updated.status).toBe(302);
    const afterUpdate = await landing(cookie, updated);
    expect(afterUpdate.text).toContain("Offer updated");
    expect(afterUpdate.text).toContain("¥5,000");
    expect(afterUpdate.text).toContain(`/api/offers/${offer.id}/postback`);
    expect((await stored())[0]).toMatchObject({ title: "VIP Day", priceCents: 5000, currency: "JPY", quantityLimit: null, socialProof: 1 });
    expect(afterUpdate.text).toContain((await stored())[0]?.postbackSecret);

    const deleted = await post(cookie, tab, { intent: "delete-offer", offerId: String(offer.id) });
    expect(deleted.location).toBe(tab);
    const afterDelete = await landing(cookie, deleted);
    expect(afterDelete.text).toContain("Offer deleted");
    expect(afterDelete.text).toContain("No offers yet");
    expect(await stored()).toEqual([]);
    expect(event.id).toBeGreaterThan(0);
  });

  it("tells the host why the built-in checkout is off without Stripe, and refuses it", async () => {
    const { cookie, tab, stored } = await setup();
    setStripe(false);
    try {
      const { text } = await page(cookie, tab);
      // In a host's words, never the server's variable names; only the server's admin is sent to Server status.
      expect(text).toContain("Card payments are not set up on this server; the server&#x27;s admin can turn them on.");
      expect(text).not.toContain("STRIPE_");
      expect(text).not.toContain("Turn them on in Server status");
      const refused = await post(cookie, tab, FORM);
      expect(refused.status).toBe(400);
      expect(refused.text).toContain("Built-in checkout needs card payments, which are not set up on this server");
      expect(refused.text).not.toContain("STRIPE_");
      expect(await stored()).toEqual([]);
      const admin = await setup();
      process.env.ADMIN_EMAILS = admin.host.email;
      getConfig.reset();
      try {
        expect((await page(admin.cookie, admin.tab)).text).toMatch(/<a[^>]*href="\/settings\/server"[^>]*>Turn them on in Server status<\/a>/);
      } finally {
        delete process.env.ADMIN_EMAILS;
        getConfig.reset();
      }
    } finally {
      setStripe(true);
    }
  });

  it("is a 404 for another host's offer, and answers a failed reveal inline", async () => {
    const { cookie, tab } = await setup();
    const other = await setup();
    await post(other.cookie, other.tab, FORM);
    const [theirs] = await other.stored();
    const refused = await post(cookie, tab, { intent: "reveal-offer", offerId: String(theirs?.id) });
    expect(refused.status).toBe(404);
    expect(refused.text).toContain("Offer not revealed: Offer not found");
    expect((await other.stored())[0]?.revealedAt).toBeNull();
  });
});
