import type { LoaderFunctionArgs } from "@remix-run/node";
import { readPostbackFields } from "~/services/selling/payments/outside/postback.server";
import { recordOutsideSale } from "~/services/selling/payments/outside/provider.server";
import { httpErrorOf } from "~/utils/http.server";

// The outside checkout's tracking pixel: the same fields and signature as the postback, answered
// with a 1×1 transparent GIF whatever happens, so a thank-you page never shows a broken image.

const GIF = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

const gif = (status: number) =>
  new Response(GIF, { status, headers: { "Content-Type": "image/gif", "Content-Length": String(GIF.length), "Cache-Control": "no-store" } });

export async function loader({ request, params }: LoaderFunctionArgs) {
  const offerId = /^\d{1,12}$/.test(params.offerId ?? "") ? Number(params.offerId) : null;
  try {
    await recordOutsideSale({ offerId, fields: await readPostbackFields(request) });
    return gif(200);
  } catch (error) {
    const known = httpErrorOf(error);
    if (!known) throw error;
    return gif(known.status);
  }
}
