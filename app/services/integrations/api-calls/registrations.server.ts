import { registrationInputSchema, registrationListQuerySchema } from "~/schemas/registration";
import { viewerRegistrationSchema } from "~/schemas/viewer";
import { eventRegistrationConfirmationSchema, registrationListSchema, streamRegistrationConfirmationSchema } from "~/contracts/registrations";
import { apiArea, created, ok, reply, type ApiCall } from "./define.server";

const { host, anyone } = apiArea("Registrations");

/** The JSON calls of the API reference's "Registrations" area. */
export const registrationsCalls: ApiCall[] = [
  host("GET", "api.registrations", "List registrations, newest first", {
    description: "Filter by event, text and time; page with limit and cursor (the whole list without them).",
    query: registrationListQuerySchema,
    responses: ok("Your events' registrations", registrationListSchema),
  }),
  anyone("POST", "api.events.$id.register", "Register for an event", {
    body: registrationInputSchema,
    responses: {
      ...created("the registration: the personal link goes by e-mail", eventRegistrationConfirmationSchema),
      409: "The event is full",
      429: "Too many registrations from one address",
    },
  }),
  anyone("POST", "api.auth.register", "Register as a viewer of a stream", {
    body: viewerRegistrationSchema,
    responses: {
      200: reply("Registered: the personal link goes by e-mail", streamRegistrationConfirmationSchema),
      404: "No stream with that `streamId`",
      429: "Too many registrations from one address",
    },
  }),
];
