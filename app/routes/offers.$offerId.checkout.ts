import { json, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { checkoutFormSchema } from "~/schemas/payments";
import { startCheckout } from "~/services/selling/payments/checkout.server";
import { HttpError, httpErrorOf, validationError } from "~/utils/http.server";

// The watch page's Buy button (a plain form, with or without JavaScript): 303 to Stripe Checkout or
// to the offer's outside checkout. A refusal is a small page for a browser, `{ error }` for a client.

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const TITLES: Record<number, string> = {
  401: "Register to buy",
  403: "You cannot buy here",
  404: "Offer not found",
  409: "This offer cannot be bought",
  502: "Checkout is unavailable",
  503: "Checkout is not available",
};

function refusalPage(error: HttpError, back: string | null) {
  const title = TITLES[error.status] ?? "This offer cannot be bought";
  const link = back ? `<a class="back" href="${escapeHtml(back)}">Back to the stream</a>` : "";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} — ShowUp</title><style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f8fafc;color:#0f172a;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;line-height:1.5}
main{box-sizing:border-box;width:min(440px,calc(100% - 32px));background:#fff;border:1px solid #e2e8f0;border-radius:16px;box-shadow:0 4px 16px rgba(15,23,42,.08);padding:32px}
h1{font-size:1.375rem;line-height:1.3;margin:0 0 8px}
p{margin:0 0 24px;color:#475569}
.back{display:inline-block;background:#4f46e5;color:#fff;text-decoration:none;font-weight:600;padding:10px 18px;border-radius:10px}
.back:hover{background:#4338ca}.back:focus-visible{outline:3px solid #6366f1;outline-offset:2px}
</style></head><body><main><h1>${escapeHtml(title)}</h1><p role="alert">${escapeHtml(error.message)}</p>${link}</main></body></html>`;
}

/** Where "Back to the stream" leads: the watch page the form came from (ids of the safe alphabet only). */
function watchPathOf(fields: Record<string, unknown>) {
  const streamId = typeof fields.streamId === "string" ? fields.streamId.trim() : "";
  const uniqueId = typeof fields.uniqueId === "string" ? fields.uniqueId.trim() : "";
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(streamId)) return null;
  return /^[A-Za-z0-9_-]{1,64}$/.test(uniqueId) ? `/watch/${streamId}/${uniqueId}` : `/watch/${streamId}`;
}

function refuse(request: Request, error: HttpError, back: string | null) {
  const headers = { ...error.headers, "Cache-Control": "no-store" };
  if ((request.headers.get("Accept") ?? "").includes("text/html")) {
    return new Response(refusalPage(error, back), { status: error.status, headers: { ...headers, "Content-Type": "text/html; charset=utf-8" } });
  }
  return json(error.body, { status: error.status, headers });
}

async function readFields(request: Request): Promise<Record<string, unknown>> {
  try {
    if ((request.headers.get("Content-Type") ?? "").includes("application/json")) {
      const body: unknown = await request.json();
      return body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    }
    return Object.fromEntries((await request.formData()).entries());
  } catch {
    throw new HttpError(400, "The form could not be read. Press Buy again on the watch page.");
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return refuse(request, new HttpError(405, "Method not allowed. Use POST.", { headers: { Allow: "POST" } }), null);
  let fields: Record<string, unknown> = {};
  try {
    fields = await readFields(request);
    const parsed = checkoutFormSchema.safeParse(fields);
    if (!parsed.success) throw validationError(parsed.error);
    const offerId = /^\d{1,12}$/.test(params.offerId ?? "") ? Number(params.offerId) : null;
    if (!offerId) throw new HttpError(404, "Offer not found");
    const { streamId, uniqueId, attribution } = parsed.data;
    const location = await startCheckout({ request, offerId, streamId, uniqueId, attribution: attribution ?? "live" });
    return redirect(location, { status: 303, headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    const known = httpErrorOf(error);
    if (!known) throw error;
    return refuse(request, known, watchPathOf(fields));
  }
}

export function loader({ request }: ActionFunctionArgs) {
  return refuse(request, new HttpError(405, "Method not allowed. Use POST from the watch page's Buy button.", { headers: { Allow: "POST" } }), null);
}
