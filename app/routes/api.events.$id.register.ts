import { json } from "@remix-run/node";
import type { EventRegistrationConfirmation } from "~/contracts/registrations";
import { registerForEvent, toReceipt } from "~/models/registration.server";
import { eventLinkOnRegistration } from "~/services/room/watch.server";
import { registrationInputSchema } from "~/schemas/registration";
import { emitRegistrationCreated } from "~/services/integrations/webhooks/emit.server";
import { getConfig } from "~/utils/config.server";
import { apiRoute, fieldErrorsOf, HttpError, readJson } from "~/utils/http.server";
import { parseEventId } from "~/utils/route-ids";

const notFound = () => new HttpError(404, "Event not found");

export const { loader, action } = apiRoute({
  /** Public registration for an event (no session needed). */
  POST: async ({ request, params, context }) => {
    const eventId = parseEventId(params.id);
    if (eventId === null) throw notFound();
    const parsed = registrationInputSchema.safeParse(await readJson(request));
    if (!parsed.success) {
      // The spec's own words lead: 'Please fill in First Name, Last Name, and Email Address', ...
      throw new HttpError(400, parsed.error.issues[0]?.message ?? "Some fields are missing or invalid.", {
        fieldErrors: fieldErrorsOf(parsed.error),
      });
    }
    const origin = new URL(getConfig().PUBLIC_URL ?? request.url).origin;
    const result = await registerForEvent({ eventId, input: parsed.data, ip: context.clientIp, origin, alsoRecord: emitRegistrationCreated });
    switch (result.status) {
      case "not_found":
        throw notFound();
      case "full":
        throw new HttpError(409, "This event is full");
      case "rate_limited":
        throw new HttpError(429, "Too many registrations from your network. Please wait a few minutes and try again.", {
          retryAfterSeconds: result.retryAfterSeconds,
        });
      default: {
        // A new registrant's answer carries their personal link; a known e-mail's link goes to it only.
        return json<EventRegistrationConfirmation>(
          {
            message: "Registration Successful!",
            registration: toReceipt(eventId, parsed.data),
            uniqueUrl: eventLinkOnRegistration(result),
          },
          { status: 201 },
        );
      }
    }
  },
});
