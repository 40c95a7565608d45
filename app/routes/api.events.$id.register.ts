import { json, type ActionFunctionArgs } from "@remix-run/node";
import { registerForEvent, toReceipt } from "~/models/registration.server";
import { parseEventId } from "~/schemas/event";
import { registrationInputSchema } from "~/schemas/registration";
import { getConfig } from "~/utils/config.server";
import { fieldErrorsOf, jsonError, methodNotAllowed, readJson } from "~/utils/http.server";

/** POST: public registration for an event (no session needed). */
export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const eventId = parseEventId(params.id);
  if (eventId === null) return jsonError(404, "Event not found");
  const parsed = registrationInputSchema.safeParse(await readJson(request));
  if (!parsed.success) {
    // The spec's own words lead: 'Please fill in First Name, Last Name, and Email Address', ...
    return jsonError(400, parsed.error.issues[0]?.message ?? "Some fields are missing or invalid.", { fieldErrors: fieldErrorsOf(parsed.error) });
  }
  const origin = new URL(getConfig().PUBLIC_URL ?? request.url).origin;
  const result = await registerForEvent({ eventId, input: parsed.data, ip: context.clientIp, origin });
  switch (result.status) {
    case "not_found":
      return jsonError(404, "Event not found");
    case "full":
      return jsonError(409, "This event is full");
    case "rate_limited":
      return jsonError(429, "Too many registrations from your network. Please wait a few minutes and try again.", {}, {
        headers: { "Retry-After": String(result.retryAfterSeconds) },
      });
    case "existing":
      // Answer with what the caller sent, so an e-mail address alone reveals nobody's details.
      return json({ message: "Registration Successful!", registration: toReceipt(result.registration, parsed.data) });
    default:
      return json({ message: "Registration Successful!", registration: toReceipt(result.registration) }, { status: 201 });
  }
}

export const loader = () => methodNotAllowed(["POST"]);
