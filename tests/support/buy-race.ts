import { expect } from "vitest";
import { registerViewer } from "~/models/viewer.server";
import type { FakeStripe } from "../fixtures/fake-stripe";
import { uniqueEmail } from "./factories";
import { buy, offerCounts, offerPurchases, type sellingSetup } from "./selling";

const LIMIT = 10;
const BUYERS = 50;

/**
 * 50 viewers press Buy at once on an offer limited to 10 (spread over the given app addresses):
 * exactly 10 Checkout Sessions, 40 "sold out"; once all 10 are paid (at once), exactly 10 purchases.
 */
export async function raceForTenUnits(setup: Awaited<ReturnType<typeof sellingSetup>>, stripe: FakeStripe, appUrls: string[]) {
  const offer = await setup.offer({ quantityLimit: LIMIT, title: "Ten seats" });
  const viewers = await Promise.all(
    Array.from({ length: BUYERS }, (_, i) =>
      registerViewer({ streamRowId: setup.streamRowId, email: uniqueEmail(`racer${i}`), firstName: `Racer${i}` }),
    ),
  );
  const answers = await Promise.all(
    viewers.map(async ({ viewer }, i) => {
      const response = await buy(
        appUrls[i % appUrls.length] as string,
        offer.id,
        { streamId: setup.stream.streamId, uniqueId: viewer.uniqueId },
        { json: true },
      );
      return {
        status: response.status,
        body: response.status === 303 ? response.headers.get("Location") : ((await response.json()) as { error: string }).error,
      };
    }),
  );
  const opened = answers.filter((answer) => answer.status === 303);
  const refused = answers.filter((answer) => answer.status !== 303);
  expect(opened).toHaveLength(LIMIT);
  expect(refused).toEqual(Array.from({ length: BUYERS - LIMIT }, () => ({ status: 409, body: "This offer is sold out" })));
  const sessions = [...stripe.sessions.values()].filter((session) => session.metadata.offerId === String(offer.id));
  expect(sessions).toHaveLength(LIMIT);
  expect(await offerCounts(offer.id)).toEqual({ soldCount: 0, reservedCount: LIMIT });

  const paid = await Promise.all(sessions.map((session) => stripe.pay(session.id)));
  expect(paid.map((event) => event.status)).toEqual(sessions.map(() => 200));
  expect(await offerPurchases(offer.id)).toHaveLength(LIMIT);
  expect(await offerCounts(offer.id)).toEqual({ soldCount: LIMIT, reservedCount: 0 });
}
