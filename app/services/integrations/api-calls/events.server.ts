import * as z from "zod";
import { contactsImportBodySchema } from "~/schemas/contacts-import";
import {
  eventApiListQuerySchema,
  eventInputSchema,
  eventPatchSchema,
  eventUpdateSchema,
  invitationInputSchema,
  reminderConfigInputSchema,
} from "~/schemas/event";
import { apiErrorSchema } from "~/schemas/api-error";
import { messageReplySchema } from "~/contracts/api-shapes";
import { contactsImportedSchema, contactsNotImportedSchema } from "~/contracts/contacts-import-report";
import { eventDetailSchema, eventSummaryListSchema } from "~/contracts/events";
import { invitationSentSchema } from "~/contracts/invitations";
import { reminderConfigListSchema, reminderConfigSchema } from "~/contracts/reminders";
import { watchResponseSchema } from "~/contracts/watch";
import { apiArea, created, ok, reply, type ApiCall } from "./define.server";

const { host, anyone } = apiArea("Events");

/** The JSON calls of the API reference's "Events" area. */
export const eventsCalls: ApiCall[] = [
  host("GET", "api.events._index", "List your events, latest start first", {
    description: "Filter by status, text and start time; page with limit and cursor (the whole list without them).",
    query: eventApiListQuerySchema,
    responses: ok("Your events", eventSummaryListSchema),
  }),
  host("POST", "api.events._index", "Create an event", {
    body: eventInputSchema,
    responses: created("the event", eventDetailSchema),
  }),
  host("GET", "api.events.$id._index", "Get one of your events", { responses: ok("The event", eventDetailSchema) }),
  host("PATCH", "api.events.$id._index", "Change some fields of an event", {
    body: eventPatchSchema,
    responses: ok("The event as changed", eventDetailSchema),
  }),
  host("PUT", "api.events.$id._index", "Replace every field of an event", {
    body: eventUpdateSchema,
    responses: ok("The event as replaced", eventDetailSchema),
  }),
  host("DELETE", "api.events.$id._index", "Delete an event with its files", { responses: ok("Deleted", messageReplySchema) }),
  host("POST", "api.events.$id.invitations", "Invite someone to an event by e-mail", {
    body: invitationInputSchema,
    responses: { ...created("the invitation: its e-mail is on its way", invitationSentSchema), 429: "Too many invitations (200 an hour)" },
  }),
  host("POST", "api.events.$id.invitations.import", "Invite the contacts of a CSV file to an event", {
    description:
      "Header row first, `,` or `;`. `columns` names each field's column by header or 0-based position (guessed from the header when absent). Bad lines are reported by number and left out; the rest are invited in one transaction.",
    body: contactsImportBodySchema,
    bodyNote: "Or the file itself as `text/csv` (its columns guessed from the header).",
    responses: {
      ...created("the invitations; the report of every line", contactsImportedSchema),
      400: reply(
        "Bad input, or a file that is not CSV; or no good line and some bad ones: nothing imported, the report says which lines to fix",
        z.union([contactsNotImportedSchema, apiErrorSchema]),
      ),
      413: "Over 1 MB or 5,000 rows",
      429: "Too many imports today (20 a day)",
    },
  }),
  host("GET", "api.events.$id.reminder-configs", "List an event's reminders", {
    responses: ok("The event's reminders, e-mail then SMS, earliest first", reminderConfigListSchema),
  }),
  host("POST", "api.events.$id.reminder-configs", "Save a reminder (one per type and timing)", {
    body: reminderConfigInputSchema,
    responses: { 200: reply("Replaced: the reminder as saved", reminderConfigSchema), ...created("the reminder", reminderConfigSchema) },
  }),
  anyone("GET", "api.events.$id.watch.$accessId", "Resolve a registrant's event link to their watch page", {
    description: "An unknown link is a 404 whose `details.registerPath` leads to the event's registration.",
    responses: {
      200: reply("The watch response (status not-set-up while the event has no stream)", watchResponseSchema),
      403: "The viewer was removed from this stream",
    },
  }),
];
