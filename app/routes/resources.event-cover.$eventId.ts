import crypto from "node:crypto";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { readEventCover } from "~/services/hosting/event-covers.server";
import { pageNotFound } from "~/utils/http.server";
import { parseEventId } from "~/utils/route-ids";

// An event's uploaded cover (?size=thumb for the small copy). Covers appear on the public
// registration page, so they are public. Pages link them with ?v={content hash}: a new cover is a
// new address, so a browser or proxy may keep one for good.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const eventId = parseEventId(params.eventId);
  const size = new URL(request.url).searchParams.get("size") === "thumb" ? "thumb" : "cover";
  const bytes = eventId === null ? null : await readEventCover(eventId, size);
  if (!bytes) return pageNotFound();
  const etag = `"${crypto.createHash("sha256").update(bytes).digest("base64url").slice(0, 16)}"`;
  const headers = {
    "Content-Type": "image/webp",
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: etag,
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'",
  };
  if (request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(bytes), { headers: { ...headers, "Content-Length": String(bytes.length) } });
}
