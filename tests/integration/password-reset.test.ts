import { describe, expect, it } from "vitest";
import { listOutboxMessages } from "~/models/outbox.server";
import {
  listPasswordResetRequests,
  PASSWORD_RESET_RATE_LIMIT,
  PASSWORD_RESET_TTL_MS,
  recordPasswordResetRequest,
} from "~/models/password-reset.server";
import { createUser, listUserSessions } from "~/models/user.server";
import { action as forgotPassword } from "~/routes/_public.forgot-password";
import { action as resetAction, headers as resetHeaders, loader as resetLoader } from "~/routes/_public.reset-password.$token";
import { action as signInAction } from "~/routes/signin";
import { db } from "~/utils/db.server";
import { cookiesFrom, createHost, formRequest, getRequest, loadContext, PASSWORD, settle, uniqueEmail, uniqueIp } from "../support/factories";
import { unreadableFormRequest } from "../support/route-calls";
import { startAppForTests } from "../support/http-server";

const app = startAppForTests();

const ORIGIN = "http://localhost";
const NEW_PASSWORD = "a brand new passphrase";

interface ResetPage {
  state: "valid" | "expired";
  email: string | null;
  result: { status: string; error?: Record<string, string[] | null> } | null;
}

const requestReset = (email: string, ip = uniqueIp()) =>
  settle(() => forgotPassword({ request: formRequest("/forgot-password", { email }), params: {}, context: loadContext({ clientIp: ip }) }));

const openLink = (token: string) =>
  settle(() => resetLoader({ request: getRequest(`/reset-password/${token}`), params: { token }, context: loadContext() }));

const submitNewPassword = (token: string, password: string, confirmPassword = password, cookie?: string) =>
  settle(() =>
    resetAction({
      request: formRequest(`/reset-password/${token}`, { password, confirmPassword }, { cookie }),
      params: { token },
      context: loadContext(),
    }),
  );

const signIn = (email: string, password: string) =>
  settle(() => signInAction({ request: formRequest("/signin", { email, password }), params: {}, context: loadContext() }));

/** The outbox rows of a user's reset e-mails (their own id is the outbox's host id), newest first. */
const resetMails = (userId: number) => listOutboxMessages({ hostId: userId, kind: "password_reset" });

/** The token at the end of the link in the newest reset e-mail. */
async function tokenFromMail(userId: number) {
  const [mail] = await resetMails(userId);
  const match = /\/reset-password\/([\w-]+)/.exec(mail?.bodyText ?? "");
  if (!match?.[1]) throw new Error("no reset link in the e-mail");
  return match[1];
}

/** A signed-in session of the user, through the real sign-in form; returns its cookie. */
async function signedInCookie(email: string, password = PASSWORD) {
  const response = await signIn(email, password);
  expect(response.status).toBe(302);
  return cookiesFrom(response);
}

describe("asking for a reset link on /forgot-password", () => {
  it("queues a one-hour link to an account with a password and keeps only the token's hash", async () => {
    const host = await createHost({ firstName: "Rosa" });
    const response = await requestReset(` ${host.email.toUpperCase()} `);
    expect(response.status).toBe(200);

    const [mail, ...others] = await resetMails(host.id);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ kind: "password_reset", toAddress: host.email, subject: "Reset your ShowUp password", status: "pending" });
    expect(mail?.bodyText).toContain("expires in 1 hour");
    const token = await tokenFromMail(host.id);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(mail?.payload).toEqual({ link: `${ORIGIN}/reset-password/${token}`, firstName: "Rosa", expiresAt: expect.any(String) });
    const expiresIn = new Date(String(mail?.payload.expiresAt)).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(PASSWORD_RESET_TTL_MS - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(PASSWORD_RESET_TTL_MS);

    const rows = await db().selectFrom("passwordResetTokens").selectAll().where("userId", "=", host.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.tokenHash).not.toContain(token);
    expect(rows[0]).toMatchObject({ usedAt: null, expiresAt: mail?.payload.expiresAt });
  });

  it("queues nothing for an unknown address or a Google-only account, and answers exactly the same", async () => {
    const withPassword = await createHost();
    const googleOnly = await createUser({ firstName: "Gus", lastName: "Google", email: uniqueEmail("google"), googleSub: `sub-${uniqueEmail()}` });
    const unknown = uniqueEmail("nobody");

    const answers = await Promise.all(
      [withPassword.email, googleOnly.email, unknown].map(async (email) => {
        const response = await requestReset(email);
        const body = (await response.json()) as { sentTo: string; result: { status: string } };
        return { status: response.status, keys: Object.keys(body).sort(), resultStatus: body.result.status, sentTo: body.sentTo === email };
      }),
    );
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);

    expect(await resetMails(withPassword.id)).toHaveLength(1);
    expect(await resetMails(googleOnly.id)).toEqual([]);
    const tokens = await db().selectFrom("passwordResetTokens").select("id").where("userId", "=", googleOnly.id).execute();
    expect(tokens).toEqual([]);
    expect(await db().selectFrom("outboxMessages").select("id").where("toAddress", "=", unknown).execute()).toEqual([]);
    // Every request is still recorded.
    expect(await listPasswordResetRequests({ email: googleOnly.email })).toMatchObject([{ userId: googleOnly.id }]);
    expect(await listPasswordResetRequests({ email: unknown })).toMatchObject([{ userId: null }]);
  });

  it("makes an older link stop working when a new one is asked for", async () => {
    const host = await createHost();
    await requestReset(host.email);
    const first = await tokenFromMail(host.id);
    await requestReset(host.email);
    const second = await tokenFromMail(host.id);
    expect(second).not.toBe(first);
    expect((await openLink(first)).status).toBe(410);
    expect((await openLink(second)).status).toBe(200);
  });
});

describe("/forgot-password over HTTP", () => {
  it("tells a browser without JavaScript when to try again once the limit is reached", async () => {
    const ip = uniqueIp();
    const ask = () =>
      fetch(`${app.url}/forgot-password`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": ip },
        body: new URLSearchParams({ email: uniqueEmail("probe") }),
      });
    for (let i = 0; i < PASSWORD_RESET_RATE_LIMIT.limit; i++) expect((await ask()).status).toBe(200);
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
  });
});

describe("/reset-password/{token}", () => {
  it("shows the form for a fresh link, with a referrer policy that keeps the token on this site", async () => {
    const host = await createHost();
    await requestReset(host.email);
    const response = await openLink(await tokenFromMail(host.id));
    expect(response.status).toBe(200);
    expect((await response.json()) as ResetPage).toMatchObject({ state: "valid", email: host.email });
    const headers = new Headers(
      resetHeaders({ loaderHeaders: new Headers(), parentHeaders: new Headers(), actionHeaders: new Headers(), errorHeaders: undefined }),
    );
    expect(headers.get("Referrer-Policy")).toBe("same-origin");
    expect(headers.get("Cache-Control")).toMatch(/no-store/);
  });

  it("sets the new password, signs out every session, and the new password signs in while the old one does not", async () => {
    const host = await createHost();
    const cookie = await signedInCookie(host.email);
    await signedInCookie(host.email);
    expect(await listUserSessions({ userId: host.id })).toHaveLength(2);

    await requestReset(host.email);
    const response = await submitNewPassword(await tokenFromMail(host.id), NEW_PASSWORD, NEW_PASSWORD, cookie);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/signin");
    expect(response.headers.getSetCookie().some((c) => c.startsWith("__toast="))).toBe(true);

    expect(await listUserSessions({ userId: host.id })).toEqual([]);
    expect((await signIn(host.email, PASSWORD)).status).toBe(401);
    expect((await signIn(host.email, NEW_PASSWORD)).status).toBe(302);
  });

  it("works once: a second use of the link shows the expired page and changes nothing", async () => {
    const host = await createHost();
    await requestReset(host.email);
    const token = await tokenFromMail(host.id);
    expect((await submitNewPassword(token, NEW_PASSWORD)).status).toBe(302);

    expect((await openLink(token)).status).toBe(410);
    const again = await submitNewPassword(token, "someone else's password");
    expect(again.status).toBe(410);
    expect(((await again.json()) as ResetPage).state).toBe("expired");
    expect((await signIn(host.email, NEW_PASSWORD)).status).toBe(302);
  });

  it("lets only one of two racing uses of the same link through", async () => {
    const host = await createHost();
    await requestReset(host.email);
    const token = await tokenFromMail(host.id);
    const statuses = (await Promise.all([submitNewPassword(token, "first racing password"), submitNewPassword(token, "second racing password")])).map(
      (r) => r.status,
    );
    expect(statuses.sort()).toEqual([302, 410]);
  });

  it("expires after an hour", async () => {
    const host = await createHost();
    const asked = new Date(Date.now() - PASSWORD_RESET_TTL_MS - 1000);
    await recordPasswordResetRequest({ email: host.email, ip: uniqueIp(), origin: ORIGIN, now: asked });
    const token = await tokenFromMail(host.id);
    expect((await openLink(token)).status).toBe(410);
    expect((await submitNewPassword(token, NEW_PASSWORD)).status).toBe(410);
    expect((await signIn(host.email, PASSWORD)).status).toBe(302);
  });

  it("is still open just before the hour is up", async () => {
    const host = await createHost();
    await recordPasswordResetRequest({
      email: host.email,
      ip: uniqueIp(),
      origin: ORIGIN,
      now: new Date(Date.now() - PASSWORD_RESET_TTL_MS + 60_000),
    });
    expect((await openLink(await tokenFromMail(host.id))).status).toBe(200);
  });

  it.each([
    ["an unknown token", "x".repeat(43)],
    ["a cut-off token", "abc"],
  ])("answers 410 with the expired page for %s", async (_label, token) => {
    const page = await openLink(token);
    expect(page.status).toBe(410);
    expect(((await page.json()) as ResetPage).state).toBe("expired");
    expect((await submitNewPassword(token, NEW_PASSWORD)).status).toBe(410);
  });

  it.each([
    ["too short", "short", "short", "password", "Password must be at least 8 characters long"],
    ["not matching", NEW_PASSWORD, "something else entirely", "confirmPassword", "Passwords do not match"],
    ["missing", "", "", "password", "Password is required"],
  ])("answers 400 for a password %s, keeps the link usable and the old password", async (_label, password, confirm, field, text) => {
    const host = await createHost();
    await requestReset(host.email);
    const token = await tokenFromMail(host.id);
    const response = await submitNewPassword(token, password, confirm);
    expect(response.status).toBe(400);
    const reply = (await response.json()) as ResetPage;
    expect(reply.result?.error?.[field]).toEqual([text]);
    expect(JSON.stringify(reply)).not.toContain(NEW_PASSWORD);
    expect((await openLink(token)).status).toBe(200);
    expect((await signIn(host.email, PASSWORD)).status).toBe(302);
  });

  it("answers 400, not 500, for a body that is not a form", async () => {
    const host = await createHost();
    await requestReset(host.email);
    const token = await tokenFromMail(host.id);
    const request = unreadableFormRequest(`/reset-password/${token}`);
    expect((await settle(() => resetAction({ request, params: { token }, context: loadContext() }))).status).toBe(400);
  });
});
