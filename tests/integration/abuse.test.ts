import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it, vi } from "vitest";
import { pairKey, recordAuthFailures } from "~/models/auth-failure.server";
import { listOutboxMessages } from "~/models/outbox.server";
import { recordPasswordResetRequest } from "~/models/password-reset.server";
import { findUserByEmail, normalizeEmail } from "~/models/user.server";
import { tooManyForAccount, tooManySignUps, tooManySignUpsEverywhere } from "~/services/account/auth.server";
import { hashPassword, passwordWorkStats, SERVER_BUSY } from "~/services/account/password.server";
import { db } from "~/utils/db.server";
import { cookiesFrom, createHost, PASSWORD, uniqueEmail, uniqueIp } from "../support/factories";
import { startAppForTests } from "../support/http-server";
import { getConfig } from "~/utils/config.server";

// Read when the app's config is first loaded, before the app starts: one hash at a time, none
// waiting (so one hash held by the test fills the queue), three sign-ups per address an hour.
// Hashes stay the suite's cheap ones except in the full-queue test, which needs a long one.
vi.hoisted(() => {
  process.env.PASSWORD_HASH_CONCURRENCY = "1";
  process.env.PASSWORD_HASH_QUEUE = "0";
  process.env.SIGN_UP_LIMIT_PER_HOUR = "3";
});

const app = startAppForTests();

const postJson = (path: string, body: unknown, ip: string, cookie = "") =>
  fetch(app.url + path, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": ip, ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });

/** A form post as a browser makes it: without JavaScript (an HTML page back) or with it (`dataRoute`: Remix's JSON for that route). */
const postForm = (path: string, fields: Record<string, string>, ip: string, { dataRoute = "", cookie = "" } = {}) =>
  fetch(`${app.url}${path}${dataRoute ? `?_data=${encodeURIComponent(dataRoute)}` : ""}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "Sec-Fetch-Site": "same-origin",
      "X-Forwarded-For": ip,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });

const signIn = (email: string, password: string, ip: string, cookie = "") => postJson("/api/auth/signin", { email, password }, ip, cookie);

const signUpFields = (email: string) => ({
  firstName: "Flo",
  lastName: "Flood",
  email,
  password: "long-enough-pass",
  confirmPassword: "long-enough-pass",
  agreeToTerms: "on",
});

const signUpJson = (email: string, ip: string) =>
  postJson("/api/auth/signup", { firstName: "Flo", lastName: "Flood", email, password: "long-enough-pass" }, ip);

describe("an attacker cannot lock a host out", () => {
  it("slows the attacker's address with a growing Retry-After while the owner signs in from elsewhere", async () => {
    const owner = await createHost();
    const attacker = uniqueIp();
    for (let i = 0; i < 4; i += 1) expect((await signIn(owner.email, "wrong-guess", attacker)).status).toBe(401);

    const first = await signIn(owner.email, "wrong-guess", attacker);
    expect(first.status).toBe(429);
    expect(first.headers.get("Retry-After")).toBe("1");
    expect(await first.json()).toEqual({ error: "Too many failed sign-ins to this account from your network. Try again in 1 second." });
    // Even the right password is not tried from that address while it waits.
    expect((await signIn(owner.email, PASSWORD, attacker)).status).toBe(429);

    await sleep(1100);
    expect((await signIn(owner.email, "wrong-guess", attacker)).status).toBe(401);
    const second = await signIn(owner.email, "wrong-guess", attacker);
    expect(second.status).toBe(429);
    expect(second.headers.get("Retry-After")).toBe("2");
    expect(await second.json()).toEqual({ error: "Too many failed sign-ins to this account from your network. Try again in 2 seconds." });

    // The owner, elsewhere, with the right password: through the JSON call and the form.
    expect((await signIn(owner.email, PASSWORD, uniqueIp())).status).toBe(200);
    const form = await postForm("/signin", { email: owner.email, password: PASSWORD }, uniqueIp());
    expect(form.status).toBe(302);
    expect(form.headers.get("Location")).toBe("/landing-page");
  });

  it("tells the form without JavaScript what happened and when to try again", async () => {
    const owner = await createHost();
    const attacker = uniqueIp();
    await recordAuthFailures({
      keys: Array.from({ length: 8 }, () => ({ scope: "pair" as const, key: pairKey(normalizeEmail(owner.email), attacker) })),
    });
    const page = await postForm("/signin", { email: owner.email, password: PASSWORD }, attacker);
    expect(page.status).toBe(429);
    const wait = Number(page.headers.get("Retry-After"));
    expect(wait).toBeGreaterThan(10);
    expect(wait).toBeLessThanOrEqual(16);
    expect(await page.text()).toContain(`Too many failed sign-ins to this account from your network. Try again in ${wait} seconds.`);
  });
});

describe("the owner's unlock link", () => {
  const unlockMails = (userId: number) => listOutboxMessages({ hostId: userId, kind: "sign_in_unlock" });

  async function underDistributedAttack() {
    const owner = await createHost({ firstName: "Olga" });
    await recordAuthFailures({ keys: Array.from({ length: 20 }, () => ({ scope: "account" as const, key: normalizeEmail(owner.email) })) });
    return owner;
  }

  async function tokenFromMail(userId: number) {
    const [mail] = await unlockMails(userId);
    const match = /\/unlock-sign-in\/([\w-]+)/.exec(mail?.bodyText ?? "");
    if (!match?.[1]) throw new Error("no unlock link in the e-mail");
    return match[1];
  }

  /** The link is refused with a page that says so, and its form lets no browser in. */
  async function expectRefused(token: string) {
    const opened = await fetch(`${app.url}/unlock-sign-in/${token}`);
    expect(opened.status).toBe(410);
    expect(await opened.text()).toContain("This sign-in link has expired or was already used");
    const used = await postForm(`/unlock-sign-in/${token}`, {}, uniqueIp());
    expect(used.status).toBe(410);
    expect(cookiesFrom(used)).not.toContain("__sign_in_unlock");
  }

  it("is e-mailed once when many addresses fail on an account, and lets that browser sign in", async () => {
    const owner = await underDistributedAttack();
    const ownerIp = uniqueIp();
    const refused = await signIn(owner.email, PASSWORD, ownerIp);
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get("Retry-After"));
    expect(wait).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ error: tooManyForAccount(wait) });
    expect((await signIn(owner.email, PASSWORD, uniqueIp())).status).toBe(429);

    const mails = await unlockMails(owner.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ toAddress: owner.email, subject: "Someone is trying to sign in to your account", status: "pending" });
    expect(mails[0]?.bodyText).toContain("expires in 1 hour");
    const token = await tokenFromMail(owner.id);
    const stored = await db().selectFrom("signInUnlockTokens").select("tokenHash").where("userId", "=", owner.id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).not.toContain(token);

    // Opening the link (as a mail scanner would) spends nothing; the button does.
    const opened = await fetch(`${app.url}/unlock-sign-in/${token}`);
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain("Someone is trying to sign in to your account");
    const unlocked = await postForm(`/unlock-sign-in/${token}`, {}, ownerIp);
    expect(unlocked.status).toBe(200);
    expect(await unlocked.text()).toContain("You can sign in now");
    const cookie = cookiesFrom(unlocked);
    expect(cookie).toMatch(/__sign_in_unlock=/);

    const signedIn = await signIn(owner.email, PASSWORD, uniqueIp(), cookie);
    expect(signedIn.status).toBe(200);
    // Only that browser, only that account.
    expect((await signIn(owner.email, PASSWORD, uniqueIp())).status).toBe(429);
    const other = await underDistributedAttack();
    expect((await signIn(other.email, PASSWORD, uniqueIp(), cookie)).status).toBe(429);
    // A wrong password from the unlocked browser is still just wrong.
    expect((await signIn(owner.email, "wrong-guess", uniqueIp(), cookie)).status).toBe(401);

    // Used once: the link is refused.
    await expectRefused(token);
  });

  it("refuses an expired link with a clear page", async () => {
    const owner = await underDistributedAttack();
    expect((await signIn(owner.email, PASSWORD, uniqueIp())).status).toBe(429);
    const token = await tokenFromMail(owner.id);
    await db()
      .updateTable("signInUnlockTokens")
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where("userId", "=", owner.id)
      .execute();
    await expectRefused(token);
  });
});

describe("sign-up limits", () => {
  it("allows three sign-ups an hour per address, then answers 429 with Retry-After on the JSON call and both forms, storing nothing", async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 3; i += 1) expect((await signUpJson(uniqueEmail("flood"), ip)).status).toBe(201);

    const json = uniqueEmail("flood");
    const refused = await signUpJson(json, ip);
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get("Retry-After"));
    expect(wait).toBeGreaterThan(59 * 60);
    expect(wait).toBeLessThanOrEqual(60 * 60);
    expect(await refused.json()).toEqual({ error: tooManySignUps(wait) });

    const noJs = uniqueEmail("flood");
    const page = await postForm("/signup", signUpFields(noJs), ip);
    expect(page.status).toBe(429);
    expect(Number(page.headers.get("Retry-After"))).toBeGreaterThan(59 * 60);
    expect(await page.text()).toContain("Too many sign-ups from your network. Try again in 60 minutes.");

    const withJs = uniqueEmail("flood");
    const data = await postForm("/signup", signUpFields(withJs), ip, { dataRoute: "routes/signup" });
    expect(data.status).toBe(429);
    expect(Number(data.headers.get("Retry-After"))).toBeGreaterThan(59 * 60);
    expect(((await data.json()) as { result: { error: Record<string, string[]> } }).result.error[""]).toEqual([
      "Too many sign-ups from your network. Try again in 60 minutes.",
    ]);

    for (const email of [json, noJs, withJs]) expect(await findUserByEmail({ email })).toBeUndefined();
    // Another address is not affected.
    expect((await signUpJson(uniqueEmail("flood"), uniqueIp())).status).toBe(201);
  });

  it("allows SIGN_UP_LIMIT_ALL_PER_HOUR sign-ups from all addresses together, then answers 429 whatever the address", async () => {
    process.env.SIGN_UP_LIMIT_ALL_PER_HOUR = "2";
    getConfig.reset();
    await db().deleteFrom("rateLimitHits").where("bucket", "=", "sign-up-all").execute();
    try {
      for (let i = 0; i < 2; i += 1) expect((await signUpJson(uniqueEmail("everywhere"), uniqueIp())).status).toBe(201);
      const email = uniqueEmail("everywhere");
      const refused = await signUpJson(email, uniqueIp());
      expect(refused.status).toBe(429);
      const wait = Number(refused.headers.get("Retry-After"));
      expect(wait).toBeGreaterThan(59 * 60);
      expect(await refused.json()).toEqual({ error: tooManySignUpsEverywhere(wait) });
      expect(await findUserByEmail({ email })).toBeUndefined();
    } finally {
      delete process.env.SIGN_UP_LIMIT_ALL_PER_HOUR;
      getConfig.reset();
      await db().deleteFrom("rateLimitHits").where("bucket", "=", "sign-up-all").execute();
    }
  });

  it("answers a duplicate e-mail as the spec says without computing a password hash", async () => {
    const host = await createHost();
    const before = passwordWorkStats().hashesRun;
    const duplicate = await signUpJson(host.email.toUpperCase(), uniqueIp());
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toEqual({
      error: "An account with this email already exists. Sign in instead.",
      fieldErrors: { email: ["An account with this email already exists. Sign in instead."] },
    });
    expect(passwordWorkStats().hashesRun).toBe(before);
    // A fresh e-mail does pay for one, counted the same way.
    expect((await signUpJson(uniqueEmail("fresh"), uniqueIp())).status).toBe(201);
    expect(passwordWorkStats().hashesRun).toBe(before + 1);
  });
});

describe("a full password-hashing queue", () => {
  it("answers 503 with Retry-After to sign-up, sign-in and a password reset, never a 500, and stores nothing", async () => {
    const host = await createHost();
    await recordPasswordResetRequest({ email: host.email, ip: uniqueIp(), origin: app.url });
    const [resetMail] = await listOutboxMessages({ hostId: host.id, kind: "password_reset" });
    const resetToken = /\/reset-password\/([\w-]+)/.exec(resetMail?.bodyText ?? "")?.[1] ?? "";
    const signedIn = cookiesFrom(await signIn(host.email, PASSWORD, uniqueIp()));
    // The one slot (and no room to wait, by this file's config) taken by a hash of the test's own,
    // at full cost so that it outlasts the requests it turns away.
    const cheapCost = process.env.PASSWORD_HASH_COST;
    process.env.PASSWORD_HASH_COST = "17";
    getConfig.reset();
    const holding = hashPassword("held by the test");
    process.env.PASSWORD_HASH_COST = cheapCost;
    getConfig.reset();
    try {
      const email = uniqueEmail("busy");
      // All at once, while the held hash runs: one after another, a loaded machine could answer the
      // last of them after it ended.
      const [api, page, signInApi, signInPage, reset, change, duplicate] = await Promise.all([
        signUpJson(email, uniqueIp()),
        postForm("/signup", signUpFields(email), uniqueIp()),
        signIn(host.email, PASSWORD, uniqueIp()),
        postForm("/signin", { email: host.email, password: PASSWORD }, uniqueIp()),
        postForm(`/reset-password/${resetToken}`, { password: "a new passphrase", confirmPassword: "a new passphrase" }, uniqueIp()),
        postForm(
          "/settings?tab=security",
          { intent: "change-password", currentPassword: PASSWORD, newPassword: "a new passphrase", confirmPassword: "a new passphrase" },
          uniqueIp(),
          { cookie: signedIn },
        ),
        // A duplicate e-mail is as busy as a fresh one: the answer does not tell them apart.
        signUpJson(host.email, uniqueIp()),
      ]);
      expect(api.status).toBe(503);
      expect(Number(api.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(await api.json()).toEqual({ error: SERVER_BUSY });

      expect(page.status).toBe(503);
      expect(Number(page.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(await page.text()).toContain(SERVER_BUSY);

      expect(signInApi.status).toBe(503);
      expect(Number(signInApi.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(await signInApi.json()).toEqual({ error: SERVER_BUSY });

      expect(signInPage.status).toBe(503);
      expect(await signInPage.text()).toContain(SERVER_BUSY);

      expect(reset.status).toBe(503);
      expect(Number(reset.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(await reset.text()).toContain(SERVER_BUSY);

      expect(change.status).toBe(503);
      expect(Number(change.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(await change.text()).toContain(SERVER_BUSY);

      expect(duplicate.status).toBe(503);
      expect(await findUserByEmail({ email })).toBeUndefined();
    } finally {
      await holding;
    }
    expect((await signIn(host.email, PASSWORD, uniqueIp())).status).toBe(200);
  });
});
