import { describe, it } from "vitest";
import { raceForTenUnits } from "../support/buy-race";
import { startFakeStripeForTests } from "../support/fake-stripe-env";
import { startAppForTests } from "../support/http-server";
import { sellingSetup } from "../support/selling";

const app = startAppForTests();
const { stripe } = startFakeStripeForTests({ appUrl: () => app.url });

describe("scarcity that holds (one app process)", () => {
  it("makes exactly 10 Checkout Sessions and 10 purchases of an offer limited to 10 when 50 press Buy at once", async () => {
    await raceForTenUnits(await sellingSetup(), stripe(), [app.url]);
  }, 60_000);
});
