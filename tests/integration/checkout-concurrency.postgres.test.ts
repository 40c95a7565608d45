import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, it } from "vitest";
import { getConfig } from "~/utils/config.server";
import { startAppProcess, stopAppProcess, type AppProcess } from "../support/app-process";
import { raceForTenUnits } from "../support/buy-race";
import { startFakeStripeForTests } from "../support/fake-stripe-env";
import { sellingSetup } from "../support/selling";
import { workerDatabase } from "../support/worker-database";

// Two app processes on one PostgreSQL database race for the same units: only the guarded UPDATE
// and the unique keys keep the limit, as no process can see another's memory.

const apps: AppProcess[] = [];
const state: { dataDir?: string; deliveries: number } = { deliveries: 0 };
// Stripe's deliveries alternate between the two processes, as a load balancer would spread them.
const { stripe, env } = startFakeStripeForTests({ appUrl: () => apps[(state.deliveries += 1) % apps.length]?.url ?? "" });

beforeAll(async () => {
  state.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "checkout-apps-"));
  const stripeEnv = Object.fromEntries(Object.entries(env()).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  const appEnv = { ...stripeEnv, DATA_DIR: state.dataDir, SESSION_SECRET: getConfig().SESSION_SECRET };
  apps.push(...(await Promise.all([startAppProcess(workerDatabase().databaseUrl, appEnv), startAppProcess(workerDatabase().databaseUrl, appEnv)])));
});

afterAll(async () => {
  await Promise.all(apps.map(stopAppProcess));
  if (state.dataDir) fs.rmSync(state.dataDir, { recursive: true, force: true });
});

describe("scarcity that holds across two app processes (PostgreSQL)", () => {
  it("makes exactly 10 Checkout Sessions and 10 purchases when 50 viewers on two processes press Buy at once", async () => {
    await raceForTenUnits(
      await sellingSetup(),
      stripe(),
      apps.map((app) => app.url),
    );
  }, 90_000);
});
