import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { securityAction, securityTabData } from "~/routes/_workspace.settings/security-actions.server";
import {
  beginSecondStep,
  beginTwoFactorSetup,
  CODE_ALREADY_USED,
  confirmTwoFactorSetup,
  isRememberedDevice,
  SIGN_IN_EXPIRED,
  TOO_MANY_GUESSES,
  WRONG_CODE,
  WRONG_RECOVERY_CODE,
} from "~/services/account/two-factor.server";
import { db } from "~/utils/db.server";
import { cookiesFrom, createHost, formRequest, getRequest, PASSWORD, uniqueIp } from "../support/factories";
import { sessionCookie, signInCookie, startAppForTests } from "../support/http-server";

const app = startAppForTests();
const STEP_MS = 30_000;
const DAY_MS = 86_400_000;
const RECOVERY_CODE = /\b[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}\b/g;

function codeAt(secret: string, at: number) {
  return new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: at });
}

/** A six-digit code that is none of those valid around now. */
function wrongCode(secret: string) {
  const valid = new Set([-1, 0, 1, 2].map((i) => codeAt(secret, Date.now() + i * STEP_MS)));
  for (let n = 0; ; n += 1) {
    const candidate = String(n).padStart(6, "0");
    if (!valid.has(candidate)) return candidate;
  }
}

async function secretOf(userId: number) {
  const row = await db().selectFrom("twoFactorCredentials").select("secret").where("userId", "=", userId).executeTakeFirstOrThrow();
  return row.secret;
}

/**
 * A host with two-factor on, set up ten minutes ago (so that code's time step is long spent and
 * every code from now on is fresh); answers its secret and recovery codes.
 */
async function hostWithTwoFactor() {
  const host = await createHost();
  const then = new Date(Date.now() - 10 * 60_000);
  await beginTwoFactorSetup({ userId: host.id, now: then });
  const secret = await secretOf(host.id);
  const recoveryCodes = await confirmTwoFactorSetup({ userId: host.id, code: codeAt(secret, then.getTime()), now: then });
  return { host, secret, recoveryCodes };
}

function page(path: string, { cookie = "", form }: { cookie?: string; form?: Record<string, string> } = {}) {
  return fetch(app.url + path, {
    method: form ? "POST" : "GET",
    redirect: "manual",
    headers: {
      "X-Forwarded-For": uniqueIp(),
      ...(cookie ? { Cookie: cookie } : {}),
      ...(form ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
    },
    body: form ? new URLSearchParams(form) : undefined,
  });
}

function postJson(path: string, body: unknown, cookie = "") {
  return fetch(app.url + path, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": uniqueIp(), ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });
}

const me = (cookie: string) => fetch(`${app.url}/api/auth/me`, { headers: { Cookie: cookie } });

function cookieNamed(response: Response, name: string) {
  return (
    response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0] ?? "")
      .find((c) => c.startsWith(`${name}=`) && c.length > name.length + 1) ?? ""
  );
}

/** The password step of the JSON sign-in: the pending sign-in cookie it sets. */
async function jsonPasswordStep(email: string, deviceCookie = "") {
  const response = await postJson("/api/auth/signin", { email, password: PASSWORD }, deviceCookie);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ twoFactorRequired: true, methods: ["code", "recoveryCode"], next: "/api/auth/signin/two-factor" });
  expect(sessionCookie(response)).toBe("");
  const pending = cookieNamed(response, "__two_factor");
  expect(pending).not.toBe("");
  return pending;
}

const textOf = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&#x27;|&#39;/g, "'");

describe("two-factor: setting it up on the Security tab", () => {
  it("shows a QR code and the key, refuses a wrong code, turns on with the right one and shows 10 recovery codes once", async () => {
    const host = await createHost();
    const cookie = await signInCookie(app.url, host);

    const start = await page("/settings?tab=security", { cookie, form: { intent: "two-factor-start" } });
    expect(start.status).toBe(302);
    expect(start.headers.get("Location")).toBe("/settings?tab=security");

    const setupHtml = await (await page("/settings?tab=security", { cookie })).text();
    expect(setupHtml).toMatch(/aria-label="QR code to scan with your authenticator app"[^>]*><svg[^>]*viewBox/);
    const shown = /data-testid="two-factor-secret">(.*?)<\/code>/.exec(setupHtml)?.[1] ?? "";
    const secret = shown.replace(/<[^>]+>/g, "");
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(secret).toBe(await secretOf(host.id));

    const wrong = await page("/settings?tab=security", { cookie, form: { intent: "two-factor-confirm", code: wrongCode(secret) } });
    expect(wrong.status).toBe(400);
    expect(textOf(await wrong.text())).toContain(WRONG_CODE);
    expect((await securityTabData({ userId: host.id, request: getRequest("/settings?tab=security") })).twoFactor.state).toBe("setup");

    const right = await page("/settings?tab=security", { cookie, form: { intent: "two-factor-confirm", code: codeAt(secret, Date.now()) } });
    expect(right.status).toBe(200);
    expect(right.headers.get("Cache-Control")).toContain("no-store");
    const codes = [...new Set(textOf(await right.text()).match(RECOVERY_CODE))];
    expect(codes).toHaveLength(10);

    const stored = await db().selectFrom("twoFactorRecoveryCodes").select("codeHash").where("userId", "=", host.id).execute();
    expect(stored).toHaveLength(10);
    for (const code of codes) expect(stored.map((r) => r.codeHash)).not.toContain(code);

    const later = textOf(await (await page("/settings?tab=security", { cookie })).text());
    expect(later).toContain("10 recovery codes left");
    for (const code of codes) expect(later).not.toContain(code);
  });
});

describe("two-factor: the second step of sign-in", () => {
  it("form sign-in stops at /signin/verify; the pending cookie reaches nothing; the right code signs in once", async () => {
    const { host, secret } = await hostWithTwoFactor();
    const password = await page("/signin", { form: { email: host.email, password: PASSWORD, redirectTo: "/events" } });
    expect(password.status).toBe(302);
    expect(password.headers.get("Location")).toBe("/signin/verify");
    expect(sessionCookie(password)).toBe("");
    const pending = cookieNamed(password, "__two_factor");
    expect(pending).not.toBe("");

    expect((await page("/dashboard", { cookie: pending })).headers.get("Location")).toBe("/");
    expect((await me(pending)).status).toBe(401);
    const verifyPage = await page("/signin/verify", { cookie: pending });
    expect(verifyPage.status).toBe(200);
    expect(textOf(await verifyPage.text())).toContain("Use a recovery code instead");

    const forged = await page("/signin/verify", { cookie: pending, form: { method: "sms", code: "123456" } });
    expect(forged.status).toBe(400);
    expect(textOf(await forged.text())).toContain("The form could not be read.");

    const wrong = await page("/signin/verify", { cookie: pending, form: { method: "code", code: wrongCode(secret) } });
    expect(wrong.status).toBe(401);
    expect(textOf(await wrong.text())).toContain(WRONG_CODE);
    expect(sessionCookie(wrong)).toBe("");

    const right = await page("/signin/verify", { cookie: pending, form: { method: "code", code: codeAt(secret, Date.now()) } });
    expect(right.status).toBe(302);
    expect(right.headers.get("Location")).toBe("/events");
    const session = sessionCookie(right);
    expect(((await (await me(session)).json()) as { user: { id: number } }).user.id).toBe(host.id);

    // The pending sign-in is spent: even the next valid code cannot reuse it.
    const again = await page("/signin/verify", { cookie: pending, form: { method: "code", code: codeAt(secret, Date.now() + STEP_MS) } });
    expect(again.status).toBe(401);
    expect(textOf(await again.text())).toContain(SIGN_IN_EXPIRED);
    expect(sessionCookie(again)).toBe("");
  });

  it("JSON sign-in answers twoFactorRequired with no session; a code completes it and is refused the second time", async () => {
    const { host, secret } = await hostWithTwoFactor();
    const pending = await jsonPasswordStep(host.email);
    expect((await me(pending)).status).toBe(401);

    const wrong = await postJson("/api/auth/signin/two-factor", { code: wrongCode(secret) }, pending);
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: WRONG_CODE });

    const code = codeAt(secret, Date.now());
    const right = await postJson("/api/auth/signin/two-factor", { code }, pending);
    expect(right.status).toBe(200);
    expect(await right.json()).toEqual({ user: { id: host.id, firstName: host.firstName, lastName: host.lastName, email: host.email } });
    expect((await me(sessionCookie(right))).status).toBe(200);

    const replay = await postJson("/api/auth/signin/two-factor", { code }, await jsonPasswordStep(host.email));
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual({ error: CODE_ALREADY_USED });

    const noPending = await postJson("/api/auth/signin/two-factor", { code: codeAt(secret, Date.now() + STEP_MS) });
    expect(noPending.status).toBe(401);
    expect(await noPending.json()).toEqual({ error: SIGN_IN_EXPIRED });

    const malformedPending = await jsonPasswordStep(host.email);
    for (const body of [{ code: "12" }, { code: 123456 }, {}, { code: "123456", recoveryCode: "x" }, { code: "123456", rememberDevice: "yes" }]) {
      const malformed = await postJson("/api/auth/signin/two-factor", body, malformedPending);
      expect(malformed.status, JSON.stringify(body)).toBe(400);
      expect(((await malformed.json()) as { error: string }).error).toBeTruthy();
    }
  });

  it("a recovery code signs in once", async () => {
    const { host, recoveryCodes } = await hostWithTwoFactor();
    const [code] = recoveryCodes;
    const first = await postJson("/api/auth/signin/two-factor", { recoveryCode: ` ${code?.toUpperCase()} ` }, await jsonPasswordStep(host.email));
    expect(first.status).toBe(200);
    expect((await me(sessionCookie(first))).status).toBe(200);

    const second = await postJson("/api/auth/signin/two-factor", { recoveryCode: code }, await jsonPasswordStep(host.email));
    expect(second.status).toBe(401);
    expect(await second.json()).toEqual({ error: WRONG_RECOVERY_CODE });
    const data = await securityTabData({ userId: host.id, request: getRequest("/settings?tab=security") });
    expect(data.twoFactor).toMatchObject({ state: "on", recoveryCodesLeft: 9 });
  });

  it("a remembered device skips the step for 30 days, until it is forgotten, and only for its user", async () => {
    const { host, secret } = await hostWithTwoFactor();
    const remembered = await postJson(
      "/api/auth/signin/two-factor",
      { code: codeAt(secret, Date.now()), rememberDevice: true },
      await jsonPasswordStep(host.email),
    );
    expect(remembered.status).toBe(200);
    const device = cookieNamed(remembered, "__two_factor_device");
    expect(device).not.toBe("");

    const skipped = await postJson("/api/auth/signin", { email: host.email, password: PASSWORD }, device);
    expect(skipped.status).toBe(200);
    expect(((await skipped.json()) as { user: { id: number } }).user.id).toBe(host.id);
    expect((await me(sessionCookie(skipped))).status).toBe(200);

    const other = await hostWithTwoFactor();
    await jsonPasswordStep(other.host.email, device);

    const request = getRequest("/signin", { cookie: device });
    const in29Days = new Date(Date.now() + 29 * DAY_MS);
    const in31Days = new Date(Date.now() + 31 * DAY_MS);
    expect(await isRememberedDevice({ request, userId: host.id, now: in29Days })).toBe(true);
    expect(await isRememberedDevice({ request, userId: host.id, now: in31Days })).toBe(false);
    expect(await beginSecondStep({ request, userId: host.id, redirectTo: "/", now: in31Days })).toMatch(/^__two_factor=/);

    const cookie = sessionCookie(skipped);
    const tab = await securityTabData({ userId: host.id, request: getRequest("/settings?tab=security", { cookie: `${cookie}; ${device}` }) });
    expect(tab.twoFactor.state).toBe("on");
    const devices = tab.twoFactor.state === "on" ? tab.twoFactor.devices : [];
    expect(devices).toHaveLength(1);
    expect(devices[0]?.current).toBe(true);
    const forget = await securityAction({
      userId: host.id,
      request: formRequest("/settings?tab=security", { intent: "two-factor-forget-device", deviceId: String(devices[0]?.id) }, { cookie }),
    });
    expect(forget.status).toBe(302);
    expect(forget.headers.get("Location")).toBe("/settings?tab=security&notice=device-forgotten");
    await jsonPasswordStep(host.email, device);
  });

  it("limits code guesses per pending sign-in and per user with 429 and Retry-After", async () => {
    const { host, secret } = await hostWithTwoFactor();
    const pending = await jsonPasswordStep(host.email);
    for (let i = 0; i < 5; i += 1) expect((await postJson("/api/auth/signin/two-factor", { code: wrongCode(secret) }, pending)).status).toBe(401);
    const limited = await postJson("/api/auth/signin/two-factor", { code: codeAt(secret, Date.now()) }, pending);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({ error: TOO_MANY_GUESSES });
    expect(sessionCookie(limited)).toBe("");

    // A fresh pending sign-in gets its own five, but the user has ten in all.
    const second = await jsonPasswordStep(host.email);
    for (let i = 0; i < 5; i += 1) expect((await postJson("/api/auth/signin/two-factor", { code: wrongCode(secret) }, second)).status).toBe(401);
    const third = await postJson("/api/auth/signin/two-factor", { code: codeAt(secret, Date.now()) }, await jsonPasswordStep(host.email));
    expect(third.status).toBe(429);

    const form = await page("/signin/verify", {
      cookie: await jsonPasswordStep(host.email),
      form: { method: "code", code: codeAt(secret, Date.now()) },
    });
    expect(form.status).toBe(429);
    expect(textOf(await form.text())).toContain(TOO_MANY_GUESSES);
  });
});

describe("two-factor: changing it once on", () => {
  it("turning it off needs a current code; afterwards the password alone signs in", async () => {
    const { host, secret } = await hostWithTwoFactor();
    const cookie = await (async () => {
      const response = await postJson("/api/auth/signin/two-factor", { code: codeAt(secret, Date.now()) }, await jsonPasswordStep(host.email));
      return sessionCookie(response);
    })();
    const post = (fields: Record<string, string>) =>
      securityAction({
        userId: host.id,
        request: formRequest("/settings?tab=security", { intent: "two-factor-disable", js: "1", ...fields }, { cookie }),
      });

    const empty = await post({});
    expect(empty.status).toBe(400);
    const wrong = await post({ code: wrongCode(secret) });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).result.error.code).toEqual([WRONG_CODE]);
    await jsonPasswordStep(host.email);

    const off = await post({ code: codeAt(secret, Date.now() + STEP_MS) });
    expect(off.status).toBe(200);
    expect(await off.json()).toMatchObject({ intent: "two-factor-disable", result: { status: "success" } });
    const plain = await postJson("/api/auth/signin", { email: host.email, password: PASSWORD });
    expect(plain.status).toBe(200);
    expect(((await plain.json()) as { user: { id: number } }).user.id).toBe(host.id);
    expect(await db().selectFrom("twoFactorRecoveryCodes").select("id").where("userId", "=", host.id).execute()).toEqual([]);
  });

  it("regenerating recovery codes needs a code and replaces every old one", async () => {
    const { host, secret, recoveryCodes } = await hostWithTwoFactor();
    const regenerate = (code: string) =>
      securityAction({
        userId: host.id,
        request: formRequest("/settings?tab=security", { intent: "two-factor-regenerate", js: "1", code }, { cookie: "" }),
      });
    expect((await regenerate(wrongCode(secret))).status).toBe(400);
    const fresh = await regenerate(codeAt(secret, Date.now()));
    expect(fresh.status).toBe(200);
    const body = (await fresh.json()) as { recoveryCodes: string[] };
    expect(body.recoveryCodes).toHaveLength(10);
    expect(body.recoveryCodes).not.toContain(recoveryCodes[0]);

    const old = await postJson("/api/auth/signin/two-factor", { recoveryCode: recoveryCodes[0] }, await jsonPasswordStep(host.email));
    expect(old.status).toBe(401);
    const renewed = await postJson("/api/auth/signin/two-factor", { recoveryCode: body.recoveryCodes[0] }, await jsonPasswordStep(host.email));
    expect(renewed.status).toBe(200);
    expect(cookiesFrom(renewed)).toContain("__session=");
  });
});
