import fs from "node:fs";
import { createReadableStreamFromReadable, type LoaderFunctionArgs } from "@remix-run/node";
import { deliverHandout } from "~/services/room/handouts.server";
import { errorResponse } from "~/utils/http.server";

/** RFC 6266 / 8187: an ASCII fallback and the exact UTF-8 name. */
function contentDisposition(fileName: string) {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%]/g, "_");
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

// A handout of the stream's event for whoever the stream's access gate admits (see deliverHandout):
// a file as an attachment of its stored type, a link as a counted redirect. HEAD answers the
// headers without counting.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const delivery = await deliverHandout({ request, streamId: params.streamId, handoutId: params.handoutId }).catch(errorResponse);
  if (delivery instanceof Response) return delivery;
  if (delivery.kind === "link") {
    return new Response(null, {
      status: 302,
      headers: { Location: delivery.url, "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" },
    });
  }
  const headers = {
    "Content-Type": delivery.contentType,
    "Content-Length": String(delivery.bytes),
    "Content-Disposition": contentDisposition(delivery.fileName),
    "Cache-Control": "private, no-store",
    "Content-Security-Policy": "default-src 'none'; sandbox",
  };
  if (request.method === "HEAD") return new Response(null, { headers });
  return new Response(createReadableStreamFromReadable(fs.createReadStream(delivery.path)), { headers });
}
