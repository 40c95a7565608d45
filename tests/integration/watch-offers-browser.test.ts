// The live offer card in a real Chromium (Debian's), against the app in this process, so the test
// publishes offers and sales as the offers API and the checkout will (they are other helpers'
// routes; this needs neither). Run it under the end-to-end lock: it starts a browser.
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerViewer } from "~/models/viewer.server";
import { publishEventOffers, publishSale } from "~/services/selling/offer-broadcast.server";
import { db } from "~/utils/db.server";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../support/chromium";
import { createTestEvent } from "../support/events";
import { createHost, uniqueEmail } from "../support/factories";
import { startAppForTests } from "../support/http-server";
import { insertOfferRow } from "../support/offers";
import { createTestStream } from "../support/streams";

const app = startAppForTests();
let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
});
afterAll(async () => {
  await browser?.close();
});

async function setup() {
  const host = await createHost();
  const event = await createTestEvent(host.id);
  const { stream, rowId } = await createTestStream({ hostId: host.id, title: "Live selling", eventId: event.id });
  const { viewer } = await registerViewer({ streamRowId: rowId, email: uniqueEmail("live-buyer"), firstName: "Maya" });
  return { host, event, stream, viewer };
}

describe("the offer card on an open watch page", () => {
  it("appears within a second of the reveal, ticks, follows the remaining quantity and shows social proof one at a time", async () => {
    const { host, event, stream, viewer } = await setup();
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    try {
      // Told when the page's live connection is open (then a pushed event reaches it).
      await page.addInitScript(() => {
        const Native = window.EventSource;
        window.EventSource = class extends Native {
          constructor(url: string | URL, init?: EventSourceInit) {
            super(url, init);
            this.addEventListener("open", () => document.documentElement.setAttribute("data-test-live", "open"));
          }
        };
      });
      await page.goto(`${app.url}/watch/${stream.streamId}/${viewer.uniqueId}`);
      await page.getByRole("heading", { name: "Stream Offline" }).waitFor();
      await page.locator("html[data-test-live=open]").waitFor({ state: "attached" });
      expect(await page.getByRole("heading", { name: "Founders Bundle" }).count()).toBe(0);

      const id = await insertOfferRow({
        hostId: host.id,
        eventId: event.id,
        title: "Founders Bundle",
        priceCents: 12900,
        quantityLimit: 5,
        countdownMinutes: 15,
      });
      const revealed = Date.now();
      await publishEventOffers({ eventId: event.id });
      // On a phone it surfaces over the chat, which keeps its place; its card is under the Offer tab.
      const peek = page.getByRole("link", { name: /^Offer Founders Bundle · \$129\.00 See offer$/ });
      await peek.waitFor({ timeout: 1_000 });
      expect(Date.now() - revealed).toBeLessThan(1_000);
      expect(await page.getByLabel("Chat message").isVisible()).toBe(true);
      await peek.click();
      const card = page.getByRole("article", { name: "Founders Bundle" });
      await card.waitFor({ timeout: 1_000 });
      await expect.poll(() => card.getByRole("button").textContent()).toMatch(/^Buy now — \$129\.00 \(opens checkout in a new tab\)$/);
      expect(await card.locator("form").getAttribute("target")).toBe("_blank");
      expect(await card.getByText("Only 5 left").count()).toBe(1);

      const timer = card.getByRole("timer");
      const first = await timer.textContent();
      expect(first).toMatch(/^Ends in 1[45]:\d\d$/);
      await expect.poll(() => timer.textContent(), { timeout: 3_000 }).not.toBe(first);

      await db().updateTable("offers").set({ soldCount: 3 }).where("id", "=", id).execute();
      await publishEventOffers({ eventId: event.id });
      await card.getByText("Only 2 left").waitFor({ timeout: 1_000 });

      const sale = (firstName: string, city: string | null) =>
        publishSale({
          eventId: event.id,
          sale: {
            purchaseId: 1,
            offerId: id,
            offerTitle: "Founders Bundle",
            amountCents: 12900,
            currency: "USD",
            buyerName: firstName,
            buyerEmail: "buyer@example.com",
            purchasedAt: new Date().toISOString(),
          },
          socialProof: { offerId: id, offerTitle: "Founders Bundle", firstName, city },
        });
      await sale("Maya", "Leeds");
      await sale("Tom", null);
      const status = page.getByRole("status").filter({ hasText: "just enrolled" });
      await expect.poll(() => status.textContent(), { timeout: 1_000 }).toBe("Maya from Leeds just enrolled");
      // One at a time: Tom's waits for Maya's to go (about 4 s).
      expect(await card.getByText("Tom just enrolled").count()).toBe(0);
      await expect.poll(() => status.textContent(), { timeout: 6_000 }).toBe("Tom just enrolled");
      // The alert sits over the top of the card, never over its Buy button.
      const alertBox = await card.getByText("Tom just enrolled").boundingBox();
      const buyBox = await card.getByRole("button").boundingBox();
      expect(alertBox && buyBox && alertBox.y + alertBox.height <= buyBox.y).toBe(true);

      await db().updateTable("offers").set({ revealedAt: null }).where("id", "=", id).execute();
      await publishEventOffers({ eventId: event.id });
      await card.waitFor({ state: "detached", timeout: 1_000 });
    } finally {
      await page.close();
    }
  });
});
