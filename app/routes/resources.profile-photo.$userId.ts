import type { LoaderFunctionArgs } from "@remix-run/node";
import { getProfilePhoto } from "~/models/host-settings.server";
import { requireUser } from "~/services/account/auth.server";
import { pageNotFound } from "~/utils/http.server";

// A host's profile photo, for that host only: it is shown on the Settings page and nowhere public,
// so it is served privately. The page links it with ?v={updatedAt}, so a browser may keep it.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  if (String(user.id) !== params.userId) return pageNotFound();
  const photo = await getProfilePhoto({ userId: user.id });
  if (!photo) return pageNotFound();
  const etag = `"${Buffer.from(photo.updatedAt).toString("base64url")}"`;
  const headers = {
    "Content-Type": photo.type,
    "Cache-Control": "private, max-age=31536000, immutable",
    ETag: etag,
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'",
  };
  if (request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers });
  return new Response(photo.bytes, { headers: { ...headers, "Content-Length": String(photo.bytes.length) } });
}
