import { describe, expect, it } from "vitest";
import { postbackSignature } from "~/services/selling/payments/outside/postback.server";
import { signViewerReference } from "~/services/selling/payments/outside/viewer-reference.server";
import { startAppForTests } from "../support/http-server";
import { offerCounts, offerPurchases, outsideSaleFields, postOutsideSale, sellingSetup } from "../support/selling";

const app = startAppForTests();

const postback = (offerId: number, fields: Record<string, string>, how?: "GET" | "POST") => postOutsideSale(app.url, offerId, fields, how);

describe("outside checkout sale postback", () => {
  it("records a signed sale once, attributed to the viewer in ref, and a replayed order id is a duplicate", async () => {
    const setup = await sellingSetup();
    const offer = await setup.offer({ checkoutUrl: "https://shop.example.com/pro", quantityLimit: 100 });
    const ref = signViewerReference({ viewerId: setup.viewer.id, offerId: offer.id });

    const first = await postback(offer.id, outsideSaleFields(offer, { ref }));
    expect(first).toEqual({ status: 201, body: { recorded: true, purchaseId: expect.any(Number) } });
    const replay = await postback(offer.id, outsideSaleFields(offer, { ref, amount: 1 }), "GET");
    expect(replay).toEqual({ status: 200, body: { recorded: false, duplicate: true } });

    expect(await offerPurchases(offer.id)).toEqual([
      expect.objectContaining({
        id: first.body.purchaseId,
        viewerId: setup.viewer.id,
        eventId: setup.event.id,
        streamId: setup.streamRowId,
        emailNormalized: setup.viewerEmail.toLowerCase(),
        amountCents: 4900,
        currency: "USD",
        source: "outside",
        externalId: `${offer.id}:A-1001`,
        status: "completed",
      }),
    ]);
    expect(await offerCounts(offer.id)).toEqual({ soldCount: 1, reservedCount: 0 });
  });

  it("attributes a sale without ref to the offer's event, with the signed e-mail", async () => {
    const setup = await sellingSetup();
    const offer = await setup.offer({ checkoutUrl: "https://shop.example.com/pro" });
    const answer = await postback(
      offer.id,
      outsideSaleFields(offer, { orderId: "B-7", amount: 500, currency: "jpy", email: "Walk.In@Example.com" }),
      "GET",
    );
    expect(answer.status).toBe(201);
    expect(await offerPurchases(offer.id)).toEqual([
      expect.objectContaining({ viewerId: null, eventId: setup.event.id, emailNormalized: "walk.in@example.com", amountCents: 500, currency: "JPY" }),
    ]);
  });

  it("refuses a wrong signature (401), a ref of another offer, unknown offers and bad fields (400), storing nothing", async () => {
    const setup = await sellingSetup();
    const offer = await setup.offer({ checkoutUrl: "https://shop.example.com/pro" });
    const other = await setup.offer({ checkoutUrl: "https://shop.example.com/other" });
    const good = outsideSaleFields(offer);

    expect(
      await postback(offer.id, { ...good, sig: postbackSignature(other.postbackSecret, { orderId: "A-1001", amount: 4900, currency: "USD" }) }),
    ).toEqual({
      status: 401,
      body: { error: "The signature does not match this offer's postback secret." },
    });
    expect((await postback(offer.id, { ...good, amount: "4901" })).status).toBe(401);
    expect((await postback(offer.id, { ...good, email: "sneaky@example.com" })).status).toBe(401);

    const foreignRef = signViewerReference({ viewerId: setup.viewer.id, offerId: other.id });
    expect(await postback(offer.id, outsideSaleFields(offer, { ref: foreignRef }))).toMatchObject({
      status: 400,
      body: { fieldErrors: { ref: ["ref is not a viewer reference of this offer."] } },
    });
    expect((await postback(987654321, good)).status).toBe(404);

    const bad: [string, Record<string, string>, string][] = [
      ["order_id", { ...good, order_id: "" }, "order_id is required"],
      ["order_id", { ...good, order_id: "x".repeat(201) }, "order_id must be 200 characters or fewer"],
      ["order_id", { ...good, order_id: "A\u0007B" }, "order_id may not contain control characters"],
      ["amount", { ...good, amount: "-5" }, "amount must be a whole number of minor units (cents), 0 or more"],
      ["amount", { ...good, amount: "49.00" }, "amount must be a whole number of minor units (cents), 0 or more"],
      ["amount", { ...good, amount: "9999999999" }, "amount must be 2147483647 or less"],
      ["currency", { ...good, currency: "dollars" }, "currency must be an ISO 4217 code such as USD"],
      ["email", { ...good, email: "not-an-email" }, "email must be an e-mail address"],
      ["sig", { ...good, sig: "abc" }, "sig must be the hex HMAC-SHA256 (64 hex digits)"],
    ];
    for (const [field, fields, message] of bad) {
      const answer = await postback(offer.id, fields);
      expect(answer.status, field).toBe(400);
      expect(answer.body.fieldErrors, field).toEqual({ [field]: [message] });
    }
    const { amount: _amount, ...noAmount } = good;
    expect(await postback(offer.id, noAmount)).toMatchObject({ status: 400, body: { fieldErrors: { amount: ["amount is required"] } } });
    const nul = await fetch(`${app.url}/api/offers/${offer.id}/postback`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...good, order_id: "A\u0000" }),
    });
    expect(nul.status).toBe(400);
    const broken = await fetch(`${app.url}/api/offers/${offer.id}/postback`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{",
    });
    expect(broken.status).toBe(400);

    expect(await offerPurchases(offer.id)).toEqual([]);
    expect(await offerCounts(offer.id)).toEqual({ soldCount: 0, reservedCount: 0 });
  });

  it("records an outside sale past the limit (the money is taken) but never twice", async () => {
    const setup = await sellingSetup();
    const offer = await setup.offer({ checkoutUrl: "https://shop.example.com/pro", quantityLimit: 1, soldCount: 1 });
    expect((await postback(offer.id, outsideSaleFields(offer, { orderId: "late" }))).status).toBe(201);
    expect((await postback(offer.id, outsideSaleFields(offer, { orderId: "late" }))).status).toBe(200);
    expect(await offerCounts(offer.id)).toEqual({ soldCount: 2, reservedCount: 0 });
  });
});

describe("outside checkout tracking pixel", () => {
  const pixel = (offerId: number, fields: Record<string, string>) => fetch(`${app.url}/offers/${offerId}/pixel.gif?${new URLSearchParams(fields)}`);

  it("records once and answers a 1×1 transparent GIF that no cache keeps; a wrong signature gets the same GIF with 401", async () => {
    const setup = await sellingSetup();
    const offer = await setup.offer({ checkoutUrl: "https://shop.example.com/pro" });
    const ref = signViewerReference({ viewerId: setup.viewer.id, offerId: offer.id });

    const first = await pixel(offer.id, outsideSaleFields(offer, { orderId: "PX-1", ref }));
    expect(first.status).toBe(200);
    expect(first.headers.get("Content-Type")).toBe("image/gif");
    expect(first.headers.get("Cache-Control")).toBe("no-store");
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(bytes.subarray(0, 6).toString("latin1")).toBe("GIF89a");
    expect([bytes.readUInt16LE(6), bytes.readUInt16LE(8)]).toEqual([1, 1]);

    expect((await pixel(offer.id, outsideSaleFields(offer, { orderId: "PX-1", ref }))).status).toBe(200);
    const forged = await pixel(offer.id, { ...outsideSaleFields(offer, { orderId: "PX-2" }), amount: "1" });
    expect(forged.status).toBe(401);
    expect(forged.headers.get("Content-Type")).toBe("image/gif");
    expect(Buffer.from(await forged.arrayBuffer())).toEqual(bytes);
    const malformed = await pixel(offer.id, { order_id: "PX-3" });
    expect(malformed.status).toBe(400);
    expect(malformed.headers.get("Content-Type")).toBe("image/gif");

    expect(await offerPurchases(offer.id)).toEqual([expect.objectContaining({ externalId: `${offer.id}:PX-1`, viewerId: setup.viewer.id })]);
  });
});
