// The watch page's loader and action, shared by /watch/{streamId}, /viewer/{streamId} and
// /watch/{streamId}/{uniqueId} (which is also /watch/{eventId}/{accessId} when the first part is a number).
import { json, redirect, redirectDocument } from "@remix-run/node";
import { countCurrentViewers } from "~/models/viewer.server";
import { parseEventId } from "~/schemas/event";
import { VIEWER_FIELDS_REQUIRED, watchRegistrationFormSchema } from "~/schemas/viewer";
import { fieldErrorsOf, readForm } from "~/services/http.server";
import { formatInZone } from "~/services/time-zones";
import { resolveEventWatch, resolveStreamWatch, WatchAccessError, registerForStream, type ResolvedWatch } from "~/services/watch.server";

export interface WatchPageData {
  watch: ResolvedWatch["response"];
  /** The personal link's id when the page was opened through one (the live connection presents it). */
  uniqueId: string | null;
  viewerCount: number;
  /** The event's start in its own zone, e.g. "Dec 3, 2026, 7:00 PM EST"; null without an event. */
  startsAt: string | null;
}

export interface WatchActionData {
  /** The toast's title: 'Missing Information' for missing fields, else 'Registration Failed'. */
  title: string;
  error: string;
  fieldErrors: Record<string, string[]>;
  values: { email: string; firstName: string; phone: string };
}

/** A refusal as the page shows it: the route's error boundary renders the message. */
function pageError(error: unknown): never {
  if (error instanceof WatchAccessError) throw json({ error: error.message }, { status: error.status });
  throw error;
}

async function pageData(resolved: ResolvedWatch, uniqueId: string | null) {
  const viewerCount = resolved.stream ? await countCurrentViewers({ streamRowId: resolved.stream.rowId }) : 0;
  const { stream } = resolved;
  const startsAt = stream?.scheduledAt ? formatInZone(stream.scheduledAt, stream.timezone ?? "UTC") : null;
  const data: WatchPageData = { watch: resolved.response, uniqueId, viewerCount, startsAt };
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  if (resolved.setCookie) headers.append("Set-Cookie", resolved.setCookie);
  return json(data, { headers });
}

/** /watch/{streamId} and /viewer/{streamId}: a returning viewer goes to their personal link. */
export async function loadStreamWatchPage(request: Request, streamId: string) {
  const resolved = await resolveStreamWatch({ request, streamId }).catch(pageError);
  if (resolved.response.redirectToUniqueUrl) throw redirect(resolved.response.redirectToUniqueUrl);
  return pageData(resolved, null);
}

/** /watch/{streamId}/{uniqueId}, or a registrant's /watch/{eventId}/{accessId}. */
export async function loadPersonalWatchPage(request: Request, first: string, second: string) {
  const eventId = parseEventId(first);
  if (eventId !== null) {
    const resolved = await resolveEventWatch({ request, eventId, accessId: second }).catch(pageError);
    if (resolved.response.redirectToUniqueUrl) {
      throw redirect(resolved.response.redirectToUniqueUrl, resolved.setCookie ? { headers: { "Set-Cookie": resolved.setCookie } } : undefined);
    }
    return pageData(resolved, null);
  }
  const resolved = await resolveStreamWatch({ request, streamId: first, uniqueId: second }).catch(pageError);
  return pageData(resolved, second);
}

/**
 * The registration gate's form: on success a full-page load of the personal link (spec: a /watch/
 * URL is loaded as a full page), with the viewer cookie set.
 */
export async function registerFromWatchPage(request: Request, clientIp: string, streamId: string) {
  const form = await readForm(request);
  const values = {
    email: String(form.get("email") ?? "").slice(0, 300),
    firstName: String(form.get("firstName") ?? "").slice(0, 300),
    phone: String(form.get("phone") ?? "").slice(0, 64),
  };
  const parsed = watchRegistrationFormSchema.safeParse(values);
  if (!parsed.success) {
    const error = parsed.error.issues[0]?.message ?? "Some fields are missing or invalid.";
    const title = error === VIEWER_FIELDS_REQUIRED ? "Missing Information" : "Registration Failed";
    const data: WatchActionData = { title, error, fieldErrors: fieldErrorsOf(parsed.error), values };
    return json(data, { status: 400 });
  }
  try {
    const result = await registerForStream({ request, clientIp, streamId, input: parsed.data });
    return redirectDocument(result.uniqueUrl, result.setCookie ? { headers: { "Set-Cookie": result.setCookie } } : undefined);
  } catch (error) {
    if (!(error instanceof WatchAccessError)) throw error;
    const data: WatchActionData = { title: "Registration Failed", error: error.message, fieldErrors: {}, values };
    return json(data, { status: error.status });
  }
}
