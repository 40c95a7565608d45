import { describe, expect, it } from "vitest";
import { pairKey, recordAuthFailures } from "~/models/auth-failure.server";
import { db } from "~/utils/db.server";
import { errorResponse } from "~/utils/http.server";
import { DuplicateEmailError, findUserByEmail, normalizeEmail } from "~/models/user.server";
import {
  endUserSession,
  getUser,
  INVALID_CREDENTIALS,
  requireApiUser,
  requireUser,
  signInWithPassword,
  signUpWithPassword,
  startUserSession,
  tooManyForAccountFromNetwork,
  tooManyFromNetwork,
} from "~/services/account/auth.server";
import { sweepExpiredAccountData } from "~/services/operations/housekeeping.server";
import { findOrCreateGoogleUser, GoogleAccountError } from "~/services/account/google-auth.server";
import { cookiesFrom, createHost, getRequest, PASSWORD, settle, uniqueEmail, uniqueIp } from "../support/factories";

async function sessionCookieFor(userId: number, cookie?: string) {
  const setCookie = await startUserSession(getRequest("/", { cookie }), userId);
  return setCookie.split(";")[0] ?? "";
}

describe("sign-up", () => {
  it("stores a scrypt hash at the configured cost, never the password", async () => {
    const host = await signUpWithPassword({ firstName: "Sam", lastName: "Salt", email: uniqueEmail("salt"), password: PASSWORD, ip: uniqueIp() });
    const row = await db().selectFrom("users").select("passwordHash").where("id", "=", host.id).executeTakeFirstOrThrow();
    expect(row.passwordHash).toMatch(new RegExp(`^scrypt\\$${2 ** Number(process.env.PASSWORD_HASH_COST)}\\$8\\$1\\$`));
    expect(row.passwordHash).not.toContain(PASSWORD);
  });

  it("refuses a second account for the same e-mail in any letter case", async () => {
    const email = uniqueEmail("dup");
    await createHost({ email });
    await expect(createHost({ email: email.toUpperCase() })).rejects.toBeInstanceOf(DuplicateEmailError);
  });
});

describe("sign-in with password", () => {
  it("accepts the right password with the e-mail in any case", async () => {
    const host = await createHost();
    const result = await signInWithPassword({ email: `  ${host.email.toUpperCase()} `, password: PASSWORD, ip: uniqueIp() });
    expect(result).toEqual({ ok: true, user: { id: host.id, firstName: "Hana", lastName: "Host", email: host.email } });
  });

  it("answers a wrong password and an unknown e-mail alike", async () => {
    const host = await createHost();
    const wrong = await signInWithPassword({ email: host.email, password: "not the password", ip: uniqueIp() });
    const unknown = await signInWithPassword({ email: uniqueEmail("nobody"), password: PASSWORD, ip: uniqueIp() });
    expect(wrong).toEqual({ ok: false, status: 401, error: INVALID_CREDENTIALS });
    expect(unknown).toEqual(wrong);
  });

  it("slows down one address after repeated failures on an account, but not the owner elsewhere nor its neighbours", async () => {
    const host = await createHost();
    const other = await createHost();
    const attacker = uniqueIp();
    expect(await signInWithPassword({ email: host.email, password: "wrong-password", ip: attacker })).toMatchObject({ status: 401 });
    // Seven failures in all: the wait has doubled from 1 s to 8 s.
    await recordAuthFailures({
      keys: Array.from({ length: 6 }, () => ({ scope: "pair" as const, key: pairKey(normalizeEmail(host.email), attacker) })),
    });
    const slowed = await signInWithPassword({ email: host.email, password: PASSWORD, ip: attacker });
    expect(slowed).toMatchObject({ ok: false, status: 429 });
    const wait = slowed.ok ? 0 : (slowed as { retryAfterSeconds: number }).retryAfterSeconds;
    expect(wait).toBeGreaterThan(4);
    expect(wait).toBeLessThanOrEqual(8);
    expect(slowed.ok === false && slowed.error).toBe(tooManyForAccountFromNetwork(wait));
    expect((await signInWithPassword({ email: host.email, password: PASSWORD, ip: uniqueIp() })).ok).toBe(true);
    expect((await signInWithPassword({ email: other.email, password: PASSWORD, ip: attacker })).ok).toBe(true);
  });

  it("limits one address trying many accounts", async () => {
    const ip = uniqueIp();
    expect((await signInWithPassword({ email: uniqueEmail("spray"), password: "guess-guess", ip })).ok).toBe(false);
    await recordAuthFailures({ keys: Array.from({ length: 29 }, () => ({ scope: "ip" as const, key: ip })) });
    const host = await createHost();
    const refused = await signInWithPassword({ email: host.email, password: PASSWORD, ip });
    expect(refused).toMatchObject({ ok: false, status: 429 });
    expect(refused.ok === false && refused.error).toBe(tooManyFromNetwork(15 * 60));
    expect((await signInWithPassword({ email: host.email, password: PASSWORD, ip: uniqueIp() })).ok).toBe(true);
  });
});

describe("sessions", () => {
  it("starts a new session row at sign-in and drops the one the browser brought", async () => {
    const first = await createHost();
    const second = await createHost();
    const planted = await sessionCookieFor(first.id);
    const fresh = await sessionCookieFor(second.id, planted);
    expect(fresh).not.toEqual(planted);
    expect(await getUser(getRequest("/", { cookie: planted }))).toBeNull();
    expect((await getUser(getRequest("/", { cookie: fresh })))?.id).toBe(second.id);
  });

  it("keeps only a signed id in the cookie and rejects a tampered one", async () => {
    const host = await createHost();
    const cookie = await sessionCookieFor(host.id);
    expect(cookie).not.toContain(host.email);
    const tampered = cookie.replace(/.(?=\.)/, (c) => (c === "A" ? "B" : "A"));
    expect(await getUser(getRequest("/", { cookie: tampered }))).toBeNull();
  });

  it("sign-out deletes the session on the server, so the old cookie is worthless", async () => {
    const host = await createHost();
    const cookie = await sessionCookieFor(host.id);
    const cleared = await endUserSession(getRequest("/", { cookie }));
    expect(cleared).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    expect(await getUser(getRequest("/", { cookie }))).toBeNull();
  });

  it("sends signed-out visitors of protected screens to / and JSON callers a 401", async () => {
    const page = await settle(() => requireUser(getRequest("/dashboard")));
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe("/");
    // The refusal is an HttpError; a JSON call answers it as errorResponse does.
    const api = await settle(() => requireApiUser(getRequest("/api/auth/me")).catch(errorResponse));
    expect(api.status).toBe(401);
    expect(await api.json()).toEqual({ error: "You are not signed in." });
  });
});

describe("Google accounts", () => {
  const sub = () => `google-${uniqueIp()}`;

  it("creates an account for a new verified Google user and finds it again by subject", async () => {
    const email = uniqueEmail("g");
    const googleSub = sub();
    const created = await findOrCreateGoogleUser({ sub: googleSub, email, emailVerified: true, givenName: "Gia", familyName: "Lee" });
    expect(created).toMatchObject({ email, firstName: "Gia", lastName: "Lee" });
    const again = await findOrCreateGoogleUser({ sub: googleSub, email: uniqueEmail("renamed"), emailVerified: true });
    expect(again.id).toBe(created.id);
  });

  it("links a verified Google e-mail to the existing password account", async () => {
    const host = await createHost();
    const linked = await findOrCreateGoogleUser({ sub: sub(), email: host.email.toUpperCase(), emailVerified: true });
    expect(linked.id).toBe(host.id);
    expect((await findUserByEmail({ email: host.email }))?.googleSub).toBeTruthy();
  });

  it("never links an unverified Google e-mail to an existing account", async () => {
    const host = await createHost();
    const attempt = findOrCreateGoogleUser({ sub: sub(), email: host.email, emailVerified: false });
    await expect(attempt).rejects.toBeInstanceOf(GoogleAccountError);
    await expect(attempt).rejects.toMatchObject({ code: "google-unverified" });
    expect((await findUserByEmail({ email: host.email }))?.googleSub).toBeNull();
  });
});

describe("cookies helper", () => {
  it("reads Set-Cookie pairs", () => {
    const response = new Response(null, {
      headers: [
        ["Set-Cookie", "a=1; Path=/"],
        ["Set-Cookie", "b=2"],
      ],
    });
    expect(cookiesFrom(response)).toBe("a=1; b=2");
  });
});

describe("housekeeping", () => {
  it("removes expired sessions and keeps live ones", async () => {
    const host = await createHost();
    const live = await sessionCookieFor(host.id);
    const expired = await sessionCookieFor(host.id);
    const expiredId = await db().selectFrom("sessions").select("id").where("userId", "=", host.id).orderBy("createdAt", "desc").execute();
    await db().updateTable("sessions").set({ expiresAt: "2000-01-01T00:00:00.000Z" }).where("id", "=", expiredId[0]!.id).execute();
    const { sessions } = await sweepExpiredAccountData();
    expect(sessions).toBeGreaterThanOrEqual(1);
    const remaining = await db().selectFrom("sessions").select("id").where("userId", "=", host.id).execute();
    expect(remaining).toHaveLength(1);
    const stillSignedIn = await Promise.all([live, expired].map((cookie) => getUser(getRequest("/", { cookie }))));
    expect(stillSignedIn.filter(Boolean)).toHaveLength(1);
  });
});
