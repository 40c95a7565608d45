import crypto from "node:crypto";

/** An unguessable token: 128 random bits or more, base64url. */
export function randomToken(bytes = 24) {
  return crypto.randomBytes(Math.max(bytes, 16)).toString("base64url");
}

export function nowIso(date = new Date()) {
  return date.toISOString();
}

/** The SHA-256 (hex) of a secret we must recognise but never keep: API keys, reset tokens. */
export function secretHash(secret: string) {
  return crypto.createHash("sha256").update(secret, "utf8").digest("hex");
}
