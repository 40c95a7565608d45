import crypto from "node:crypto";

/** An unguessable token: 128 random bits or more, base64url. */
export function randomToken(bytes = 24) {
  return crypto.randomBytes(Math.max(bytes, 16)).toString("base64url");
}

export function nowIso(date = new Date()) {
  return date.toISOString();
}
