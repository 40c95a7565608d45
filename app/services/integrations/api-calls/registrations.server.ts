import { registrationInputSchema, registrationListQuerySchema } from "~/schemas/registration";
import { viewerRegistrationSchema } from "~/schemas/viewer";
import { eventRegistrationConfirmationSchema, registrationListSchema, streamRegistrationConfirmationSchema } from "~/contracts/registrations";
import { call, created, reply, type ApiCall } from "./define.server";

/** The JSON calls of the API reference's "Registrations" area. */
export const registrationsCalls: ApiCall[] = [
  call("api.registrations", "GET", "Registrations", "host", "List registrations, newest first", {
    description: "Filter by event, text and time; page with limit and cursor (the whole list without them).",
    query: registrationListQuerySchema,
    responses: { 200: reply("Your events' registrations", registrationListSchema) },
  }),
  call("api.events.$id.register", "POST", "Registrations", "public", "Register for an event", {
    body: registrationInputSchema,
    responses: {
      ...created("the registration: the personal link goes by e-mail", eventRegistrationConfirmationSchema),
      409: "The event is full",
      429: "Too many registrations from one address",
    },
  }),
  call("api.auth.register", "POST", "Registrations", "public", "Register as a viewer of a stream", {
    body: viewerRegistrationSchema,
    responses: {
      200: reply("Registered: the personal link goes by e-mail", streamRegistrationConfirmationSchema),
      404: "No stream with that `streamId`",
      429: "Too many registrations from one address",
    },
  }),
];
