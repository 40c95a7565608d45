import { redirect } from "@remix-run/node";
import { authenticateApiKey } from "~/models/api-key.server";
import { authFailuresSince, clearAuthFailures, pairKey, recordAuthFailures } from "~/models/auth-failure.server";
import { takeRateLimit } from "~/models/rate-limit.server";
import { offerSignInUnlock } from "~/models/sign-in-unlock.server";
import { createUser, DuplicateEmailError, findUserByEmail, findUserById, normalizeEmail, type PublicUser } from "~/models/user.server";
import { getConfig, publicOrigin } from "~/utils/config.server";
import { HttpError } from "~/utils/http.server";
import { hashPassword, imitatePasswordHash, ServerBusyError, verifyAgainstDecoy, verifyPassword } from "./password.server";
import { getSession, getSessionStorage } from "./session.server";
import { isUnlockedForAccount } from "./sign-in-unlock.server";

export const AFTER_SIGN_IN = "/landing-page";
export const AFTER_SIGN_UP = "/dashboard";
export const SIGNED_IN_HOME = "/dashboard";

// One address on one account: three free tries for typos, then a wait that doubles with each
// failure (1 s, 2 s, 4 s, ...) up to 15 minutes, counted over the last hour.
const PAIR_FAILURE_WINDOW_MS = 60 * 60_000;
const FREE_PAIR_FAILURES = 3;
const MAX_PAIR_DELAY_SECONDS = 15 * 60;
// One address on any accounts, or any addresses on one account, over the last 15 minutes.
const WIDE_FAILURE_WINDOW_MS = 15 * 60_000;
const MAX_FAILURES_PER_IP = 30;
const MAX_FAILURES_PER_ACCOUNT = 20;
const SIGN_UP_WINDOW_MS = 60 * 60_000;

export const INVALID_CREDENTIALS = "Invalid email or password";

/** "8 seconds", "1 minute", "15 minutes": a wait as a person reads it. */
export function waitText(seconds: number) {
  if (seconds < 60) return seconds === 1 ? "1 second" : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

export const tooManyForAccountFromNetwork = (seconds: number) =>
  `Too many failed sign-ins to this account from your network. Try again in ${waitText(seconds)}.`;
export const tooManyFromNetwork = (seconds: number) => `Too many sign-in attempts from your network. Try again in ${waitText(seconds)}.`;
export const tooManyForAccount = (seconds: number) =>
  `Too many failed sign-ins to this account from many places. Try again in ${waitText(seconds)}. If it is your account, we have e-mailed you a link that lets you sign in now.`;
export const tooManySignUps = (seconds: number) => `Too many sign-ups from your network. Try again in ${waitText(seconds)}.`;
export const tooManySignUpsEverywhere = (seconds: number) => `Too many new accounts are being created right now. Try again in ${waitText(seconds)}.`;

const READ_METHODS = new Set(["GET", "HEAD"]);
export const READ_ONLY_KEY = "This API key is read-only: it may only make GET requests. Create a key with read and write access to change data.";

/** Where a key is read: the JSON calls and the live socket. */
const KEYED_PATH = /^\/(api\/|ws$)/;

/**
 * The secret of an `Authorization: Bearer` header on a JSON call (`/api/...`) or the live socket
 * (`/ws`), `null` for a malformed bearer header there, `undefined` when there is none. Pages and
 * form posts never read it, so a key cannot sign anybody in to the HTML screens or ride a
 * CSRF-checked form.
 */
function bearerSecret(request: Request): string | null | undefined {
  const header = request.headers.get("Authorization");
  if (!header || !/^bearer(\s|$)/i.test(header.trim())) return undefined;
  if (!KEYED_PATH.test(new URL(request.url).pathname)) return undefined;
  const match = /^bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

export async function getUserId(request: Request): Promise<number | null> {
  // A bearer key, once presented, decides alone: a revoked or unknown key is 401 even with a cookie.
  const secret = bearerSecret(request);
  if (secret !== undefined) {
    const key = secret === null ? null : await authenticateApiKey({ secret });
    if (key?.scope === "read" && !READ_METHODS.has(request.method.toUpperCase())) throw new HttpError(403, READ_ONLY_KEY);
    return key?.userId ?? null;
  }
  const session = await getSession(request);
  const userId = session.get("userId");
  return typeof userId === "number" ? userId : null;
}

export async function getUser(request: Request): Promise<PublicUser | null> {
  const userId = await getUserId(request);
  return userId === null ? null : ((await findUserById({ id: userId })) ?? null);
}

/** Protected screens: signed-out visitors go to `/`. */
export async function requireUser(request: Request) {
  const user = await getUser(request);
  if (!user) throw redirect("/");
  return user;
}

/** JSON calls (inside `apiRoute`): signed-out callers get 401 `{ error }`. */
export async function requireApiUser(request: Request) {
  const user = await getUser(request);
  if (!user) throw new HttpError(401, bearerSecret(request) === undefined ? "You are not signed in." : "Invalid or revoked API key.");
  return user;
}

/** Sign-in and sign-up screens: signed-in visitors go to the dashboard. */
export async function requireAnonymous(request: Request) {
  if (await getUserId(request)) throw redirect(SIGNED_IN_HOME);
}

/**
 * Starts a fresh session row for the user and drops the one the request came with, so a session
 * id planted before sign-in is worth nothing after it.
 */
export async function startUserSession(request: Request, userId: number) {
  const storage = getSessionStorage();
  const previous = await getSession(request);
  if (previous.id) await storage.destroySession(previous);
  const session = await storage.getSession();
  session.set("userId", userId);
  // Kept so the Security settings can tell the user's signed-in devices apart.
  const userAgent = request.headers.get("User-Agent");
  if (userAgent) session.set("userAgent", userAgent.slice(0, 300));
  return storage.commitSession(session);
}

/** Ends the session on the server; returns the cookie header that clears it in the browser. */
export async function endUserSession(request: Request) {
  const storage = getSessionStorage();
  return storage.destroySession(await getSession(request));
}

export type PasswordSignInResult =
  | { ok: true; user: PublicUser }
  | { ok: false; status: 401; error: string }
  | { ok: false; status: 429 | 503; error: string; retryAfterSeconds: number };

const refused = (status: 429 | 503, error: string, retryAfterSeconds: number): PasswordSignInResult => ({
  ok: false,
  status,
  error,
  retryAfterSeconds,
});
const secondsUntil = (at: number, now: Date) => Math.max(1, Math.ceil((at - now.getTime()) / 1000));

/**
 * Failed sign-ins are counted three ways. One address on one account (the owner's typos, or one
 * attacker) is slowed down progressively and never blocks anybody else. One address on many
 * accounts (credential stuffing) is stopped for a while. Many addresses on one account (a
 * distributed guess) stop everybody but browsers its owner unlocked with the link e-mailed to them.
 */
export async function signInWithPassword({
  email,
  password,
  ip,
  request,
}: {
  email: string;
  password: string;
  ip: string;
  /** The browser's request: its unlock cookie, and the origin of the link e-mailed to the owner. */
  request?: Request;
}): Promise<PasswordSignInResult> {
  const now = new Date();
  const account = normalizeEmail(email);
  const pair = pairKey(account, ip);
  const wideSince = new Date(now.getTime() - WIDE_FAILURE_WINDOW_MS);
  const [pairFailures, ipFailures, accountFailures] = await Promise.all([
    authFailuresSince({ scope: "pair", key: pair, since: new Date(now.getTime() - PAIR_FAILURE_WINDOW_MS) }),
    authFailuresSince({ scope: "ip", key: ip, since: wideSince }),
    authFailuresSince({ scope: "account", key: account, since: wideSince }),
  ]);
  const slowedFor = pairFailures.count - FREE_PAIR_FAILURES;
  if (slowedFor > 0 && pairFailures.last) {
    const delaySeconds = Math.min(2 ** (slowedFor - 1), MAX_PAIR_DELAY_SECONDS);
    const retryAt = pairFailures.last.getTime() + delaySeconds * 1000;
    if (retryAt > now.getTime()) return refused(429, tooManyForAccountFromNetwork(secondsUntil(retryAt, now)), secondsUntil(retryAt, now));
  }
  if (ipFailures.count >= MAX_FAILURES_PER_IP && ipFailures.first) {
    const retryAfter = secondsUntil(ipFailures.first.getTime() + WIDE_FAILURE_WINDOW_MS, now);
    return refused(429, tooManyFromNetwork(retryAfter), retryAfter);
  }
  if (
    accountFailures.count >= MAX_FAILURES_PER_ACCOUNT &&
    accountFailures.first &&
    !(request && (await isUnlockedForAccount(request, account, now)))
  ) {
    await offerSignInUnlock({ email: account, origin: new URL(getConfig().PUBLIC_URL ?? request?.url ?? publicOrigin()).origin, now });
    const retryAfter = secondsUntil(accountFailures.first.getTime() + WIDE_FAILURE_WINDOW_MS, now);
    return refused(429, tooManyForAccount(retryAfter), retryAfter);
  }
  let found: Awaited<ReturnType<typeof findUserByEmail>>;
  let valid: boolean;
  try {
    found = await findUserByEmail({ email: account });
    valid = found?.passwordHash ? await verifyPassword(password, found.passwordHash) : await verifyAgainstDecoy(password);
  } catch (error) {
    if (error instanceof ServerBusyError) return refused(503, error.message, error.retryAfterSeconds);
    throw error;
  }
  if (!found || !valid) {
    await recordAuthFailures({
      keys: [
        { scope: "pair", key: pair },
        { scope: "account", key: account },
        { scope: "ip", key: ip },
      ],
    });
    return { ok: false, status: 401, error: INVALID_CREDENTIALS };
  }
  await clearAuthFailures({ scope: "pair", key: pair });
  return { ok: true, user: { id: found.id, firstName: found.firstName, lastName: found.lastName, email: found.email } };
}

/**
 * Creates the account, at most SIGN_UP_LIMIT_PER_HOUR tries per address and SIGN_UP_LIMIT_ALL_PER_HOUR
 * from all addresses together (each costs a 128 MiB hash). A taken e-mail is refused (DuplicateEmailError) without a hash but after as long as one
 * takes, so the answer time does not tell which e-mails have accounts. A full hashing queue is a
 * 503 (ServerBusyError).
 */
export async function signUpWithPassword({ ip, ...input }: { firstName: string; lastName: string; email: string; password: string; ip: string }) {
  const config = getConfig();
  const limit = await takeRateLimit({ bucket: "sign-up", key: ip, limit: config.SIGN_UP_LIMIT_PER_HOUR, windowMs: SIGN_UP_WINDOW_MS });
  if (!limit.allowed) throw new HttpError(429, tooManySignUps(limit.retryAfterSeconds), { retryAfterSeconds: limit.retryAfterSeconds });
  const all = await takeRateLimit({ bucket: "sign-up-all", key: "*", limit: config.SIGN_UP_LIMIT_ALL_PER_HOUR, windowMs: SIGN_UP_WINDOW_MS });
  if (!all.allowed) throw new HttpError(429, tooManySignUpsEverywhere(all.retryAfterSeconds), { retryAfterSeconds: all.retryAfterSeconds });
  if (await findUserByEmail({ email: input.email })) {
    await imitatePasswordHash();
    throw new DuplicateEmailError();
  }
  return createUser({ ...input, passwordHash: await hashPassword(input.password) });
}
