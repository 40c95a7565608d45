import crypto from "node:crypto";

// Webhook-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">, the scheme of Stripe and
// Mux. While a rotated-out secret is still valid, a second v1= signed with it follows, so a
// receiver that still knows only the old secret keeps verifying.

export const SIGNATURE_HEADER = "Webhook-Signature";

export function signatureOf(secret: string, timestamp: number, body: string) {
  return crypto.createHmac("sha256", secret).update(`${timestamp}.${body}`, "utf8").digest("hex");
}

/** The header's value for `body` sent at `now`, signed with each secret (the current one first). */
export function signatureHeader({ secrets, body, now = new Date() }: { secrets: string[]; body: string; now?: Date }) {
  const timestamp = Math.floor(now.getTime() / 1000);
  return [`t=${timestamp}`, ...secrets.map((secret) => `v1=${signatureOf(secret, timestamp, body)}`)].join(",");
}

/** A new endpoint secret: 192 random bits, prefixed so it is recognisable in a receiver's settings. */
export function newWebhookSecret() {
  return `whsec_${crypto.randomBytes(24).toString("base64url")}`;
}

/** The public id of an event (the same on every attempt and resend), e.g. evt_3kq…. */
export function newWebhookEventId() {
  return `evt_${crypto.randomBytes(16).toString("base64url")}`;
}
