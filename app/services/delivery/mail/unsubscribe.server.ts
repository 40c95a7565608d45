import crypto from "node:crypto";
import { getConfig } from "~/utils/config.server";

// An unsubscribe link carries who asked (host and address) signed with the session secret, so it
// needs no stored token, cannot be forged for another address, and works for invitees as well as
// registrants.

interface UnsubscribeClaim {
  hostId: number;
  email: string;
}

function signature(body: string) {
  return crypto.createHmac("sha256", getConfig().SESSION_SECRET).update(`unsubscribe:${body}`).digest().subarray(0, 18).toString("base64url");
}

export function unsubscribeToken({ hostId, email }: UnsubscribeClaim) {
  const body = Buffer.from(JSON.stringify([hostId, email])).toString("base64url");
  return `${body}.${signature(body)}`;
}

/** The host and address a token was made for, or null for anything altered or malformed. */
export function readUnsubscribeToken(token: string): UnsubscribeClaim | null {
  const [body, mac, extra] = token.split(".");
  if (!body || !mac || extra !== undefined || token.length > 1000) return null;
  const expected = Buffer.from(signature(body));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [hostId, email] = value as unknown[];
    if (typeof hostId !== "number" || !Number.isSafeInteger(hostId) || typeof email !== "string") return null;
    return { hostId, email };
  } catch {
    return null;
  }
}

export function unsubscribeUrl(origin: string, claim: UnsubscribeClaim) {
  return `${origin}/unsubscribe/${unsubscribeToken(claim)}`;
}
