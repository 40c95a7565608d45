import crypto from "node:crypto";
import type { AppLoadContext } from "@remix-run/node";
import { createUser } from "~/models/user.server";
import { hashPassword } from "~/services/account/password.server";

export const PASSWORD = "correct horse battery";

export function uniqueEmail(label = "host") {
  return `${label}-${crypto.randomBytes(5).toString("hex")}@example.com`;
}

export function uniqueIp() {
  return `10.${crypto.randomInt(255)}.${crypto.randomInt(255)}.${crypto.randomInt(255)}`;
}

// Fixture hosts share one real scrypt hash of PASSWORD: hashing costs most of a second here, and
// sign-in tests still verify against it at full cost.
let fixtureHash: Promise<string> | undefined;

export async function createHost(overrides: Partial<{ email: string; firstName: string; lastName: string }> = {}) {
  fixtureHash ??= hashPassword(PASSWORD);
  const user = await createUser({
    firstName: overrides.firstName ?? "Hana",
    lastName: overrides.lastName ?? "Host",
    email: overrides.email ?? uniqueEmail(),
    passwordHash: await fixtureHash,
  });
  return { ...user, password: PASSWORD };
}

export function loadContext(overrides: Partial<AppLoadContext> = {}): AppLoadContext {
  return {
    cspNonce: "test",
    requestId: crypto.randomUUID(),
    clientIp: uniqueIp(),
    connectionClosed: new AbortController().signal,
    ...overrides,
  };
}

const ORIGIN = "http://localhost";

export function formRequest(pathname: string, fields: Record<string, string>, init: { cookie?: string } = {}) {
  return new Request(new URL(pathname, ORIGIN), {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(init.cookie ? { Cookie: init.cookie } : {}) },
  });
}

export function getRequest(pathname: string, init: { cookie?: string } = {}) {
  return new Request(new URL(pathname, ORIGIN), { headers: init.cookie ? { Cookie: init.cookie } : {} });
}

/** The `name=value` pairs of an answer's Set-Cookie headers (only the cookie `name`'s, when given), ready to send back. */
export function cookiesFrom(response: { headers: Headers }, name?: string) {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0] ?? "")
    .filter((c) => name === undefined || c.startsWith(`${name}=`))
    .join("; ");
}

/** Calls a loader or action, returning a thrown Response (redirects, 4xx) as the result. */
export async function settle(run: () => Promise<unknown>): Promise<Response> {
  try {
    const result = await run();
    if (result instanceof Response) return result;
    throw new Error(`expected a Response, got ${JSON.stringify(result)}`);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}
