import { describe, expect, it } from "vitest";
import { sweepExpiredReservations } from "~/services/selling/payments/reservations.server";
import { retrySoldOutRefunds, SOLD_OUT_REFUND_LABEL, SOLD_OUT_REFUNDING_LABEL } from "~/services/selling/payments/sold-out-refunds.server";
import { db } from "~/utils/db.server";
import { signStripeWebhook } from "../fixtures/fake-stripe";
import { MINUTE, fromNow } from "../support/events";
import { setStripeEnv, startFakeStripeForTests } from "../support/fake-stripe-env";
import { signInCookie, startAppForTests } from "../support/http-server";
import { buy, offerCounts, offerPurchases, outsideSaleFields, postOutsideSale, sellingSetup } from "../support/selling";

const app = startAppForTests();
const { stripe, env } = startFakeStripeForTests({ appUrl: () => app.url });

const sessionIdOf = (location: string | null) => /\/pay\/(\w+)$/.exec(location ?? "")?.[1] ?? "";

async function openCheckout(setup: Awaited<ReturnType<typeof sellingSetup>>, offerId: number) {
  const response = await buy(app.url, offerId, { streamId: setup.stream.streamId, uniqueId: setup.viewer.uniqueId });
  expect(response.status).toBe(303);
  const location = response.headers.get("Location");
  expect(location).toMatch(new RegExp(`^${stripe().url}/pay/cs_test_\\w+$`));
  return stripe().sessions.get(sessionIdOf(location))!;
}

/** A new offer at `priceCents` bought and paid through Stripe: the offer, and the payment intent Stripe refunds. */
async function paidOffer(priceCents: number) {
  const setup = await sellingSetup();
  const offer = await setup.offer({ priceCents });
  const session = await openCheckout(setup, offer.id);
  await stripe().pay(session.id);
  return { offer, paymentIntent: stripe().sessions.get(session.id)!.payment_intent! };
}

describe("built-in checkout through Stripe", () => {
  it("sends the viewer to a Checkout Session built from the offer, and records one purchase when paid", async () => {
    const setup = await sellingSetup();
    const offer = await setup.offer({ title: "Pro Masterclass", priceCents: 4900, currency: "EUR", socialProof: 1 });
    const session = await openCheckout(setup, offer.id);

    const item = (session.params.line_items as Record<string, unknown>[])[0] as { quantity: string; price_data: Record<string, unknown> };
    expect(item.quantity).toBe("1");
    expect(item.price_data).toMatchObject({
      currency: "eur",
      unit_amount: "4900",
      product_data: { name: "Pro Masterclass", description: "Six weeks of live coaching" },
    });
    expect(session.params).toMatchObject({
      mode: "payment",
      customer_email: setup.viewerEmail,
      client_reference_id: String(setup.viewer.id),
      billing_address_collection: "required",
    });
    expect(session.metadata).toEqual({
      viewerId: String(setup.viewer.id),
      eventId: String(setup.event.id),
      offerId: String(offer.id),
      streamId: setup.stream.streamId,
      reservationId: "",
    });
    expect(session.success_url).toBe(`${app.url}${setup.watchPath}?checkout=success&offer=${offer.id}`);
    expect(session.cancel_url).toBe(`${app.url}${setup.watchPath}?checkout=cancelled&offer=${offer.id}`);
    expect(session.expires_at - Date.now() / 1000).toBeGreaterThan(30 * 60 - 5);

    const paid = await stripe().pay(session.id, { name: "Maya Smith", city: "Leeds" });
    expect(paid.status).toBe(200);
    const [purchase, ...others] = await offerPurchases(offer.id);
    expect(others).toEqual([]);
    expect(purchase).toMatchObject({
      hostId: setup.host.id,
      eventId: setup.event.id,
      streamId: setup.streamRowId,
      viewerId: setup.viewer.id,
      emailNormalized: setup.viewerEmail.toLowerCase(),
      productName: "Pro Masterclass",
      amountCents: 4900,
      currency: "EUR",
      source: "stripe",
      externalId: session.payment_intent,
      status: "completed",
      refundedCents: 0,
      buyerFirstName: "Maya",
      buyerCity: "Leeds",
    });
    expect(await offerCounts(offer.id)).toEqual({ soldCount: 1, reservedCount: 0 });

    // Stripe delivers the same event again: still one purchase, still one sold.
    const again = await stripe().resendLast();
    expect(again.status).toBe(200);
    expect(JSON.parse(again.body).id).toBe(paid.id);
    expect(await offerPurchases(offer.id)).toHaveLength(1);
    expect(await offerCounts(offer.id)).toEqual({ soldCount: 1, reservedCount: 0 });
  });

  it("refuses a forged or missing signature with 400 and stores nothing", async () => {
    const setup = await sellingSetup();
    const offer = await setup.offer();
    const session = await openCheckout(setup, offer.id);
    const webhooksBefore = await db().selectFrom("providerWebhookEvents").select(db().fn.countAll<number>().as("n")).executeTakeFirstOrThrow();

    const forged = await stripe().send(
      "checkout.session.completed",
      { ...session, params: undefined, payment_status: "paid", payment_intent: "pi_forged" },
      { secret: "whsec_not_the_secret" },
    );
    expect(forged.status).toBe(400);
    const body = JSON.stringify({ id: "evt_unsigned", type: "checkout.session.completed", data: { object: { ...session, payment_status: "paid" } } });
    const unsigned = await fetch(`${app.url}/api/webhooks/stripe`, { method: "POST", headers: { "Content-Type": "application/json" }, body });
    expect(unsigned.status).toBe(400);
    expect(await unsigned.json()).toEqual({ error: "The Stripe-Signature header is missing." });
    const tampered = await fetch(`${app.url}/api/webhooks/stripe`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Stripe-Signature": signStripeWebhook(body, stripe().webhookSecret) },
      body: body.replace("evt_unsigned", "evt_tampered"),
    });
    expect(tampered.status).toBe(400);
    expect(await tampered.json()).toEqual({ error: "The Stripe signature does not match this body." });
    // Rightly signed, but 10 minutes ahead of our clock or behind it: outside 5 minutes either way.
    for (const minutes of [10, -10]) {
      const signedAt = Math.floor(Date.now() / 1000) + minutes * 60;
      const outOfTime = await fetch(`${app.url}/api/webhooks/stripe`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Stripe-Signature": signStripeWebhook(body, stripe().webhookSecret, signedAt) },
        body,
      });
      expect(outOfTime.status, `signed ${minutes} minutes from now`).toBe(400);
    }

    expect(await offerPurchases(offer.id)).toEqual([]);
    expect(await db().selectFrom("providerWebhookEvents").select(db().fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).toEqual(
      webhooksBefore,
    );
  });

  it("holds a unit of a limited offer for the session and gives it back when the session expires", async () => {
    const setup = await sellingSetup();
    const offer = await setup.offer({ quantityLimit: 1 });
    const session = await openCheckout(setup, offer.id);
    expect(session.metadata.reservationId).toMatch(/^\d+$/);
    expect(await offerCounts(offer.id)).toEqual({ soldCount: 0, reservedCount: 1 });

    // The one unit is held: the next buyer is told it is sold out.
    const soldOut = await buy(app.url, offer.id, { streamId: setup.stream.streamId, uniqueId: setup.viewer.uniqueId }, { json: true });
    expect(soldOut.status).toBe(409);
    expect(await soldOut.json()).toEqual({ error: "This offer is sold out" });

    const expired = await stripe().expire(session.id);
    expect(expired.status).toBe(200);
    expect(await offerCounts(offer.id)).toEqual({ soldCount: 0, reservedCount: 0 });
    // A duplicate of the expiry changes nothing more.
    expect((await stripe().resendLast()).status).toBe(200);
    expect(await offerCounts(offer.id)).toEqual({ soldCount: 0, reservedCount: 0 });

    // Bought again and paid: the held unit becomes a sold one.
    const second = await openCheckout(setup, offer.id);
    await stripe().pay(second.id);
    expect(await offerCounts(offer.id)).toEqual({ soldCount: 1, reservedCount: 0 });
    expect(await offerPurchases(offer.id)).toHaveLength(1);
    const reservations = await db()
      .selectFrom("offerReservations")
      .select(["status", "checkoutSessionId"])
      .where("offerId", "=", offer.id)
      .orderBy("id")
      .execute();
    expect(reservations).toEqual([
      { status: "released", checkoutSessionId: session.id },
      { status: "completed", checkoutSessionId: second.id },
    ]);
  });

  it("honours a payment that comes after its hold was released while a unit is still free", async () => {
    const setup = await sellingSetup();
    const offer = await setup.offer({ quantityLimit: 1 });
    const late = await openCheckout(setup, offer.id);
    await stripe().expire(late.id);
    expect(await offerCounts(offer.id)).toEqual({ soldCount: 0, reservedCount: 0 });
    await stripe().pay(late.id);
    expect(await offerCounts(offer.id)).toEqual({ soldCount: 1, reservedCount: 0 });
    expect(await offerPurchases(offer.id)).toMatchObject([{ status: "completed", refundedCents: 0, refundReason: null }]);
    expect(stripe().refunds.filter((refund) => refund.payment_intent === late.payment_intent)).toHaveLength(0);
  });

  it("refunds through Stripe a payment that comes after its unit went to another buyer, and the host sees why", async () => {
    const setup = await sellingSetup();
    const offer = await setup.offer({ quantityLimit: 1, priceCents: 4900 });
    const late = await openCheckout(setup, offer.id);
    await stripe().expire(late.id);
    const onTime = await openCheckout(setup, offer.id);
    await stripe().pay(onTime.id);
    expect(await offerCounts(offer.id)).toEqual({ soldCount: 1, reservedCount: 0 });

    // Stripe cannot be reached at first (both tries of the client fail): the refund waits for the next minute.
    stripe().failRefundsNext(503, 2);
    expect((await stripe().pay(late.id)).status).toBe(200);
    const lateIntent = stripe().sessions.get(late.id)!.payment_intent!;
    expect(await offerCounts(offer.id)).toEqual({ soldCount: 1, reservedCount: 0 });
    const cookie = await signInCookie(app.url, setup.host);
    const purchases = async () => {
      const response = await fetch(`${app.url}/api/events/${setup.event.id}/purchases`, { headers: { Cookie: cookie } });
      return (await response.json()) as { purchases: Record<string, unknown>[]; totals: unknown[]; count: number };
    };
    const dashboard = async () =>
      (await (await fetch(`${app.url}/events/${setup.event.id}`, { headers: { Cookie: cookie } })).text()).replace(/<!-- -->/g, "");
    const pending = await purchases();
    expect(pending.totals).toEqual([{ currency: "USD", cents: 4900 }]);
    expect(pending.purchases.find((p) => p.status === "refunded")).toMatchObject({
      status: "refunded",
      refundedCents: 4900,
      refundReason: "sold_out",
      refundPending: true,
    });
    expect(await dashboard()).toContain(SOLD_OUT_REFUNDING_LABEL);
    const refundsOfLate = () => stripe().refunds.filter((refund) => refund.payment_intent === lateIntent);
    expect(refundsOfLate()).toHaveLength(0);

    expect(await retrySoldOutRefunds()).toBe(1);
    expect(refundsOfLate()).toMatchObject([{ amount: 4900, metadata: { reason: "sold_out" } }]);
    expect(await retrySoldOutRefunds()).toBe(0);
    await expect
      .poll(() =>
        stripe()
          .events.filter((e) => e.type === "charge.refunded")
          .map((e) => e.status),
      )
      .toEqual([200]);
    const refunded = await purchases();
    expect(refunded.totals).toEqual([{ currency: "USD", cents: 4900 }]);
    expect(refunded.purchases.find((p) => p.status === "refunded")).toMatchObject({
      refundReason: "sold_out",
      refundPending: false,
      refundedCents: 4900,
    });
    expect(await dashboard()).toContain(SOLD_OUT_REFUND_LABEL);

    // The late completion delivered again refunds nothing more.
    const completions = stripe().events.filter((e) => e.type === "checkout.session.completed");
    const again = await stripe().send("checkout.session.completed", JSON.parse(completions.at(-1)!.body).data.object, { id: completions.at(-1)!.id });
    expect(again.status).toBe(200);
    expect(refundsOfLate()).toHaveLength(1);
    expect(await offerPurchases(offer.id)).toHaveLength(2);
  });

  it("completes one reservation at most once: a second paid session naming it gets a unit only if one is free", async () => {
    const setup = await sellingSetup();
    const offer = await setup.offer({ quantityLimit: 3 });
    const first = await openCheckout(setup, offer.id);
    await stripe().pay(first.id);
    const second = await openCheckout(setup, offer.id);
    const third = await openCheckout(setup, offer.id);
    expect(await offerCounts(offer.id)).toEqual({ soldCount: 1, reservedCount: 2 });

    // Another paid session, signed, that names the first (finished) reservation.
    const reuse = {
      ...stripe().sessions.get(first.id)!,
      id: "cs_test_reuse",
      payment_intent: "pi_reuse",
      status: "complete" as const,
      payment_status: "paid" as const,
    };
    stripe().sessions.set(reuse.id, reuse);
    const { params: _params, ...reused } = reuse;
    expect((await stripe().send("checkout.session.completed", reused)).status).toBe(200);
    expect(await offerCounts(offer.id)).toEqual({ soldCount: 1, reservedCount: 2 });
    await stripe().pay(second.id);
    await stripe().pay(third.id);
    expect(await offerCounts(offer.id)).toEqual({ soldCount: 3, reservedCount: 0 });
    const rows = await offerPurchases(offer.id);
    expect(rows.filter((row) => row.status === "completed")).toHaveLength(3);
    expect(rows.find((row) => row.externalId === "pi_reuse")).toMatchObject({ status: "refunded", refundReason: "sold_out" });
    expect(stripe().refunds.filter((refund) => refund.payment_intent === "pi_reuse")).toHaveLength(1);
  });

  it("releases a unit whose expiry webhook never came, five minutes after the session's end", async () => {
    const setup = await sellingSetup();
    const offer = await setup.offer({ quantityLimit: 3 });
    const session = await openCheckout(setup, offer.id);
    const expiresAt = session.expires_at * 1000;
    await sweepExpiredReservations(new Date(expiresAt + 4 * MINUTE));
    expect(await offerCounts(offer.id)).toEqual({ soldCount: 0, reservedCount: 1 });
    await sweepExpiredReservations(new Date(expiresAt + 6 * MINUTE));
    expect(await offerCounts(offer.id)).toEqual({ soldCount: 0, reservedCount: 0 });
  });

  it("marks a refunded purchase refunded with the total Stripe refunded so far", async () => {
    const { offer, paymentIntent } = await paidOffer(10000);

    expect((await stripe().refund(paymentIntent, 2500)).status).toBe(200);
    expect((await offerPurchases(offer.id))[0]).toMatchObject({ status: "refunded", refundedCents: 2500, amountCents: 10000 });
    expect((await stripe().refund(paymentIntent, 2500)).status).toBe(200);
    expect((await offerPurchases(offer.id))[0]).toMatchObject({ status: "refunded", refundedCents: 5000 });
    expect((await stripe().resendLast()).status).toBe(200);
    const [purchase] = await offerPurchases(offer.id);
    expect(purchase).toMatchObject({ status: "refunded", refundedCents: 5000 });
    expect(purchase?.refundedAt).toBeTruthy();

    // Signed, but figures that cannot be true: below zero, below what was already refunded, more than was paid.
    const charge = (amountRefunded: number) => ({
      id: `ch_${amountRefunded}`,
      object: "charge",
      amount: 10000,
      amount_refunded: amountRefunded,
      currency: "usd",
      payment_intent: paymentIntent,
    });
    for (const amountRefunded of [-5, 1000]) {
      expect((await stripe().send("charge.refunded", charge(amountRefunded))).status).toBe(200);
      expect((await offerPurchases(offer.id))[0]).toMatchObject({ refundedCents: 5000, amountCents: 10000 });
    }
    expect((await stripe().send("charge.refunded", charge(999_999))).status).toBe(200);
    expect((await offerPurchases(offer.id))[0]).toMatchObject({ status: "refunded", refundedCents: 10000, amountCents: 10000 });
  });

  it("a refund figure below zero on an unrefunded purchase changes nothing", async () => {
    const { offer, paymentIntent } = await paidOffer(4900);
    const negative = { id: "ch_negative", object: "charge", amount: 4900, amount_refunded: -5, currency: "usd", payment_intent: paymentIntent };
    expect((await stripe().send("charge.refunded", negative)).status).toBe(200);
    expect((await offerPurchases(offer.id))[0]).toMatchObject({ status: "completed", refundedCents: 0, amountCents: 4900 });
  });

  it("answers 200 to event types it does not use", async () => {
    const answer = await stripe().send("customer.created", { id: "cus_1", object: "customer" });
    expect(answer.status).toBe(200);
  });
});

describe("what the Buy button refuses", () => {
  const refusal = async (response: Response) => ({ status: response.status, body: (await response.json()) as unknown });

  it("answers sold out, closed, hidden and unknown offers with their texts (JSON for a client, a page for a browser)", async () => {
    const setup = await sellingSetup();
    const fields = { streamId: setup.stream.streamId, uniqueId: setup.viewer.uniqueId };
    const soldOut = await setup.offer({ quantityLimit: 2, soldCount: 2 });
    const closed = await setup.offer({ endsAt: fromNow(-MINUTE) });
    const countdownOver = await setup.offer({ countdownMinutes: 0 });
    const hidden = await setup.offer({ revealed: false });
    const otherEvent = await (await sellingSetup()).offer();

    expect(await refusal(await buy(app.url, soldOut.id, fields, { json: true }))).toEqual({ status: 409, body: { error: "This offer is sold out" } });
    expect(await refusal(await buy(app.url, closed.id, fields, { json: true }))).toEqual({ status: 409, body: { error: "This offer has closed" } });
    expect(await refusal(await buy(app.url, countdownOver.id, fields, { json: true }))).toEqual({
      status: 409,
      body: { error: "This offer has closed" },
    });
    expect(await refusal(await buy(app.url, hidden.id, fields, { json: true }))).toEqual({
      status: 409,
      body: { error: "This offer is not available right now" },
    });
    expect(await refusal(await buy(app.url, otherEvent.id, fields, { json: true }))).toEqual({ status: 404, body: { error: "Offer not found" } });
    expect(await refusal(await buy(app.url, 987654321, fields, { json: true }))).toEqual({ status: 404, body: { error: "Offer not found" } });
    expect(await refusal(await buy(app.url, soldOut.id, { uniqueId: "x" }, { json: true }))).toMatchObject({
      status: 400,
      body: { error: "streamId is required" },
    });

    const page = await buy(app.url, soldOut.id, fields);
    expect(page.status).toBe(409);
    expect(page.headers.get("Content-Type")).toContain("text/html");
    const html = await page.text();
    expect(html).toContain("This offer is sold out");
    expect(html).toContain(`href="${setup.watchPath}"`);
  });

  it("asks a visitor to register for an event that requires it, and refuses a removed viewer", async () => {
    const setup = await sellingSetup();
    const offer = await setup.offer();
    expect(await refusal(await buy(app.url, offer.id, { streamId: setup.stream.streamId }, { json: true }))).toEqual({
      status: 401,
      body: { error: "Register for this stream to buy its offers." },
    });
    await db().updateTable("viewers").set({ isKicked: 1 }).where("id", "=", setup.viewer.id).execute();
    expect(await refusal(await buy(app.url, offer.id, { streamId: setup.stream.streamId, uniqueId: setup.viewer.uniqueId }, { json: true }))).toEqual(
      {
        status: 403,
        body: { error: "You have been removed from this stream" },
      },
    );
  });

  it("says so when Stripe is not configured, and when Stripe fails it gives the unit back (502)", async () => {
    const setup = await sellingSetup();
    const offer = await setup.offer({ quantityLimit: 5 });
    const fields = { streamId: setup.stream.streamId, uniqueId: setup.viewer.uniqueId };

    setStripeEnv({ STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined });
    try {
      expect(await refusal(await buy(app.url, offer.id, fields, { json: true }))).toEqual({
        status: 503,
        body: { error: "Checkout is not set up for this offer" },
      });
    } finally {
      setStripeEnv(env());
    }

    stripe().failNext(500, 2);
    const failed = await buy(app.url, offer.id, fields);
    expect(failed.status).toBe(502);
    expect(await failed.text()).toContain("Checkout is unavailable right now. Please try again in a minute.");
    expect(await offerCounts(offer.id)).toEqual({ soldCount: 0, reservedCount: 0 });
    expect(await db().selectFrom("offerReservations").select("status").where("offerId", "=", offer.id).execute()).toEqual([{ status: "released" }]);
  });
});

describe("outside checkout", () => {
  it("sends the viewer to the offer's URL with a signed ref that its postback accepts", async () => {
    const setup = await sellingSetup();
    const offer = await setup.offer({ checkoutUrl: "https://shop.example.com/buy?plan=pro", priceCents: 9700 });
    const response = await buy(app.url, offer.id, { streamId: setup.stream.streamId, uniqueId: setup.viewer.uniqueId });
    expect(response.status).toBe(303);
    const target = new URL(response.headers.get("Location") ?? "");
    expect(`${target.origin}${target.pathname}`).toBe("https://shop.example.com/buy");
    expect(target.searchParams.get("plan")).toBe("pro");
    const ref = target.searchParams.get("ref") ?? "";
    expect(ref).toMatch(new RegExp(`^${setup.viewer.id}\\.`));

    const recorded = await postOutsideSale(app.url, offer.id, outsideSaleFields(offer, { orderId: "ORD-1", amount: 9700, ref }), "GET");
    expect(recorded).toMatchObject({ status: 201, body: { recorded: true } });
    expect(await offerPurchases(offer.id)).toEqual([
      expect.objectContaining({
        viewerId: setup.viewer.id,
        eventId: setup.event.id,
        streamId: setup.streamRowId,
        source: "outside",
        externalId: `${offer.id}:ORD-1`,
        amountCents: 9700,
      }),
    ]);
  });
});
