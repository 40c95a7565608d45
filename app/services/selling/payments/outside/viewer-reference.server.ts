// The signed reference to the viewer that the Buy button adds to an outside checkout's address
// (`ref`), and that its sale postback brings back so the sale is attributed to that viewer.
import crypto from "node:crypto";
import { getConfig } from "~/utils/config.server";

function referenceKey() {
  return crypto.createHmac("sha256", getConfig().SESSION_SECRET).update("offer-viewer-reference").digest();
}

function referenceMac(viewerId: number, offerId: number) {
  return crypto.createHmac("sha256", referenceKey()).update(`${viewerId}.${offerId}`).digest("base64url").slice(0, 32);
}

/** `{viewerId}.{mac}`: names the viewer to the offer's sale postback without letting anyone forge one. */
export function signViewerReference({ viewerId, offerId }: { viewerId: number; offerId: number }) {
  return `${viewerId}.${referenceMac(viewerId, offerId)}`;
}

/** The viewer a reference names for this offer; null when it is not one this app signed for it. */
export function readViewerReference({ ref, offerId }: { ref: string; offerId: number }): number | null {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{32})$/.exec(ref);
  if (!match) return null;
  const viewerId = Number(match[1]);
  const expected = Buffer.from(referenceMac(viewerId, offerId));
  const given = Buffer.from(match[2] ?? "");
  return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? viewerId : null;
}
