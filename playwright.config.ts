import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./tests/support/chromium";
import { FAKE_MUX, FAKE_MUX_PORT, MUX_TOKEN, MUX_WEBHOOK_SECRET } from "./tests/fixtures/e2e-mux";
import { FAKE_STRIPE, FAKE_STRIPE_PORT, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } from "./tests/fixtures/e2e-stripe";

/**
 * End-to-end tests in Debian's Chromium (never downloaded; its headless shell when installed), each spec run twice: with JavaScript
 * and without (but the few whose steps are the same either way). The app is served from the
 * existing build (`npm run build` first: build/server.js) against a fresh SQLite database, a fake
 * Google provider, a fake Mux (API and HLS playback) and a fake Stripe (API,
 * Checkout page, signed webhooks) on loopback.
 */
const root = path.dirname(fileURLToPath(import.meta.url));
const reportsDir = path.join(root, "tests/.reports/e2e");
// E2E_PORT_BASE moves the four ports (app, fake Google, fake Mux, fake Stripe) together.
const APP_PORT = Number(process.env.E2E_PORT_BASE ?? 3910);
const FAKE_GOOGLE_PORT = APP_PORT + 1;
const FAKE_GOOGLE = `http://127.0.0.1:${FAKE_GOOGLE_PORT}`;
const GOOGLE_CLIENT_ID = "e2e-client.apps.googleusercontent.com";
const GOOGLE_CLIENT_SECRET = "e2e-client-secret";

const JS_ONLY = /\.js-only\.spec\.ts$/;
/**
 * Specs whose every step is the same with JavaScript off (they read pages as the server sends them,
 * follow server redirects and plain links to resource routes, open a native <details>): they run
 * once, in the cheaper nojs project. Forms, client navigation and live updates keep both runs.
 */
const SAME_WITHOUT_JS = /\/(page-head|redirects|google|delivery-status)\.spec\.ts$/;
/** Specs that run an encoder and the app's ffmpeg packagers: they take most of the 2 cores. */
const LIVE_VIDEO = /\/(live-video[^/]*|stream-setup-self-hosted)\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  // The broadcasts' run apart (E2E_BROADCASTS_ONLY) keeps the first run's failure screenshots.
  outputDir: process.env.E2E_BROADCASTS_ONLY ? "tests/.reports/playwright-video" : "tests/.reports/playwright",
  // Committed pictures of what people see (tests/e2e/screenshots.js-only.spec.ts), one per name.
  snapshotPathTemplate: "{testDir}/__screenshots__/{arg}{ext}",
  fullyParallel: true,
  forbidOnly: true,
  // As many as the cores: a third worker measured 513 s against 610 s for the js and nojs projects
  // alone, but 706 s against 688 s in the whole suite, with every test slower under the load.
  workers: 2,
  retries: 0,
  // Two browsers and a dozen page loads on a shared 2-core machine: the timing claims live in the
  // specs' own expect timeouts, not in this ceiling.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PLAYWRIGHT_REPORTER ?? "list",
  use: {
    baseURL: `http://localhost:${APP_PORT}`,
    headless: true,
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
    // Traces cost ~10% of the run on a small machine; pass `--trace on` when debugging.
    trace: "off",
    screenshot: "only-on-failure",
    // The app's endless animations (a live dot's pulse, a waiting player's glow) stop for people who
    // ask for less motion. Each one kept a tenth of a core busy painting for as long as its page
    // stayed open; the specs about motion itself ask for it back.
    reducedMotion: "reduce",
  },
  projects: [
    // Single tests whose checks are the same either way are tagged to run once (tests/e2e/support.ts).
    // First: the server's admin account, so that / is the home page rather than the first-run sign-up.
    { name: "setup", testMatch: /global\.setup\.ts$/ },
    {
      name: "js",
      use: { javaScriptEnabled: true },
      testIgnore: [LIVE_VIDEO, SAME_WITHOUT_JS],
      grepInvert: /@once-without-javascript/,
      dependencies: ["setup"],
    },
    {
      name: "nojs",
      use: { javaScriptEnabled: false },
      testIgnore: [JS_ONLY, LIVE_VIDEO],
      grepInvert: /@once-with-javascript/,
      dependencies: ["setup"],
    },
    // After the rest and one at a time: an encoder and the app's transcoding take both cores, so two
    // broadcasts at once (or a broadcast beside the other specs) would starve each other's timings.
    // One project, so one worker and one live app: the form specs run each test with JavaScript and
    // without themselves (tests/e2e/live-video-fixtures.ts). npm test runs it apart, after the js and
    // nojs projects (E2E_BROADCASTS_ONLY), with typecheck, lint and format at nice 19 beside it.
    {
      name: "video",
      use: { javaScriptEnabled: true },
      testMatch: LIVE_VIDEO,
      dependencies: process.env.E2E_BROADCASTS_ONLY ? ["setup"] : ["js", "nojs"],
      workers: 1,
    },
  ],
  webServer: [
    {
      // Google, Mux and Stripe in one process (tests/fixtures/e2e-fakes.ts), which starts Stripe's last.
      name: "fakes",
      command: "npx tsx tests/fixtures/e2e-fakes.ts",
      url: `${FAKE_STRIPE}/health`,
      env: {
        FAKE_GOOGLE_PORT: String(FAKE_GOOGLE_PORT),
        FAKE_GOOGLE_CLIENT_ID: GOOGLE_CLIENT_ID,
        FAKE_GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT_SECRET,
        FAKE_MUX_PORT: String(FAKE_MUX_PORT),
        FAKE_MUX_TOKEN_ID: MUX_TOKEN.id,
        FAKE_MUX_TOKEN_SECRET: MUX_TOKEN.secret,
        FAKE_STRIPE_PORT: String(FAKE_STRIPE_PORT),
        FAKE_STRIPE_SECRET_KEY: STRIPE_SECRET_KEY,
        FAKE_STRIPE_WEBHOOK_SECRET: STRIPE_WEBHOOK_SECRET,
        FAKE_STRIPE_WEBHOOK_URL: `http://127.0.0.1:${APP_PORT}/api/webhooks/stripe`,
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    },
    {
      name: "app",
      // A fresh database and data folder for every run.
      command: "rm -rf tests/.reports/e2e && node build/server.js",
      url: `http://localhost:${APP_PORT}/healthz`,
      env: {
        PORT: String(APP_PORT),
        DATABASE_URL: `sqlite:${path.join(reportsDir, "app.sqlite")}`,
        DATA_DIR: reportsDir,
        LOG_LEVEL: "warn",
        NODE_ENV: "test",
        // The callback URL follows the request's host (localhost), not a configured public URL.
        PUBLIC_URL: "",
        GOOGLE_CLIENT_ID,
        GOOGLE_CLIENT_SECRET,
        GOOGLE_AUTHORIZATION_URL: `${FAKE_GOOGLE}/o/oauth2/v2/auth`,
        GOOGLE_TOKEN_URL: `${FAKE_GOOGLE}/token`,
        GOOGLE_USERINFO_URL: `${FAKE_GOOGLE}/userinfo`,
        MUX_TOKEN_ID: MUX_TOKEN.id,
        MUX_TOKEN_SECRET: MUX_TOKEN.secret,
        MUX_WEBHOOK_SECRET,
        MUX_API_BASE_URL: FAKE_MUX,
        PLAYBACK_URL_TEMPLATE: `${FAKE_MUX}/{playbackId}.m3u8`,
        STRIPE_SECRET_KEY,
        STRIPE_WEBHOOK_SECRET,
        STRIPE_API_URL: FAKE_STRIPE,
        // No SMTP: mail lands as .eml files in DATA_DIR/outbox/, quickly enough for a test to read.
        DELIVERY_POLL_MS: "300",
        // Every spec signs up from this one address; the limit itself is tested in tests/integration/abuse.test.ts.
        SIGN_UP_LIMIT_PER_HOUR: "10000",
        SIGN_UP_LIMIT_ALL_PER_HOUR: "10000",
        // The same for viewers' registrations, on the watch page and for events (the limit: tests/integration/watch-api.test.ts, events-api.test.ts).
        VIEWER_REGISTER_LIMIT: "10000",
        // Cheap password hashes: every spec signs up and in (the default strength: tests/unit/password.test.ts).
        PASSWORD_HASH_COST: "12",
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    },
  ],
});
