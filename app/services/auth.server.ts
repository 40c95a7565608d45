import { redirect } from "@remix-run/node";
import { authenticateApiKey } from "~/models/api-key.server";
import { countAuthFailures, clearAuthFailures, recordAuthFailures } from "~/models/auth-failure.server";
import { createUser, findUserByEmail, findUserById, normalizeEmail, type PublicUser } from "~/models/user.server";
import { hashPassword, verifyAgainstDecoy, verifyPassword } from "./password.server";
import { getSession, getSessionStorage } from "./session.server";
import { HttpError } from "~/utils/http.server";

export const AFTER_SIGN_IN = "/landing-page";
export const AFTER_SIGN_UP = "/dashboard";
export const SIGNED_IN_HOME = "/dashboard";

const FAILURE_WINDOW_MS = 15 * 60_000;
const MAX_FAILURES_PER_ACCOUNT = 5;
const MAX_FAILURES_PER_IP = 30;
export const TOO_MANY_ATTEMPTS = "Too many sign-in attempts. Please wait 15 minutes and try again.";
export const INVALID_CREDENTIALS = "Invalid email or password";

/**
 * The secret of an `Authorization: Bearer` header on a JSON call (`/api/...`), `null` for a
 * malformed bearer header there, `undefined` when there is none. Pages and form posts never
 * read it, so a key cannot sign anybody in to the HTML screens or ride a CSRF-checked form.
 */
function bearerSecret(request: Request): string | null | undefined {
  const header = request.headers.get("Authorization");
  if (!header || !/^bearer(\s|$)/i.test(header.trim())) return undefined;
  if (!new URL(request.url).pathname.startsWith("/api/")) return undefined;
  const match = /^bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

export async function getUserId(request: Request): Promise<number | null> {
  // A bearer key, once presented, decides alone: a revoked or unknown key is 401 even with a cookie.
  const secret = bearerSecret(request);
  if (secret !== undefined) return secret === null ? null : authenticateApiKey({ secret });
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

export type PasswordSignInResult = { ok: true; user: PublicUser } | { ok: false; status: 401 | 429; error: string };

export async function signInWithPassword({ email, password, ip }: { email: string; password: string; ip: string }): Promise<PasswordSignInResult> {
  const account = normalizeEmail(email);
  const since = new Date(Date.now() - FAILURE_WINDOW_MS);
  const [accountFailures, ipFailures] = await Promise.all([
    countAuthFailures({ scope: "account", key: account, since }),
    countAuthFailures({ scope: "ip", key: ip, since }),
  ]);
  if (accountFailures >= MAX_FAILURES_PER_ACCOUNT || ipFailures >= MAX_FAILURES_PER_IP) {
    return { ok: false, status: 429, error: TOO_MANY_ATTEMPTS };
  }
  const found = await findUserByEmail({ email: account });
  const valid = found?.passwordHash ? await verifyPassword(password, found.passwordHash) : await verifyAgainstDecoy(password);
  if (!found || !valid) {
    await recordAuthFailures({
      keys: [
        { scope: "account", key: account },
        { scope: "ip", key: ip },
      ],
    });
    return { ok: false, status: 401, error: INVALID_CREDENTIALS };
  }
  await clearAuthFailures({ scope: "account", key: account });
  return { ok: true, user: { id: found.id, firstName: found.firstName, lastName: found.lastName, email: found.email } };
}

export async function signUpWithPassword(input: { firstName: string; lastName: string; email: string; password: string }) {
  return createUser({ ...input, passwordHash: await hashPassword(input.password) });
}
