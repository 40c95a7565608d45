import type { LoaderFunctionArgs } from "@remix-run/node";
import { getOfferImage } from "~/models/offer.server";
import { parseOfferId } from "~/schemas/offer";
import { getUserId } from "~/services/account/auth.server";
import { pageNotFound } from "~/utils/http.server";

// An offer's uploaded image. Viewers see it once the offer is shown, so it is public then; before,
// only its host (the Offers tab). Pages link it with ?v={imageUpdatedAt}: a new image is a new URL.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const offerId = parseOfferId(params.offerId);
  const image = offerId === null ? null : await getOfferImage({ offerId });
  if (!image) return pageNotFound();
  if (!image.isRevealed && (await getUserId(request)) !== image.hostId) return pageNotFound();
  const etag = `"${Buffer.from(image.updatedAt).toString("base64url")}"`;
  const headers = {
    "Content-Type": image.type,
    "Cache-Control": image.isRevealed ? "public, max-age=31536000, immutable" : "private, no-store",
    ETag: etag,
    "Content-Security-Policy": "default-src 'none'",
  };
  if (request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers });
  return new Response(image.bytes, { headers: { ...headers, "Content-Length": String(image.bytes.length) } });
}
