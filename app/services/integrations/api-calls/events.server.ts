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
import { call, created, reply, type ApiCall } from "./define.server";

/** The JSON calls of the API reference's "Events" area. */
export const eventsCalls: ApiCall[] = [
  call("api.events._index", "GET", "Events", "host", "List your events, latest start first", {
    description: "Filter by status, text and start time; page with limit and cursor (the whole list without them).",
    query: eventApiListQuerySchema,
    responses: { 200: reply("Your events", eventSummaryListSchema) },
  }),
  call("api.events._index", "POST", "Events", "host", "Create an event", {
    body: eventInputSchema,
    responses: created("the event", eventDetailSchema),
  }),
  call("api.events.$id._index", "GET", "Events", "host", "Get one of your events", { responses: { 200: reply("The event", eventDetailSchema) } }),
  call("api.events.$id._index", "PATCH", "Events", "host", "Change some fields of an event", {
    body: eventPatchSchema,
    responses: { 200: reply("The event as changed", eventDetailSchema) },
  }),
  call("api.events.$id._index", "PUT", "Events", "host", "Replace every field of an event", {
    body: eventUpdateSchema,
    responses: { 200: reply("The event as replaced", eventDetailSchema) },
  }),
  call("api.events.$id._index", "DELETE", "Events", "host", "Delete an event with its files", {
    responses: { 200: reply("Deleted", messageReplySchema) },
  }),
  call("api.events.$id.invitations", "POST", "Events", "host", "Invite someone to an event by e-mail", {
    body: invitationInputSchema,
    responses: { ...created("the invitation: its e-mail is on its way", invitationSentSchema), 429: "Too many invitations (200 an hour)" },
  }),
  call("api.events.$id.invitations.import", "POST", "Events", "host", "Invite the contacts of a CSV file to an event", {
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
  call("api.events.$id.reminder-configs", "GET", "Events", "host", "List an event's reminders", {
    responses: { 200: reply("The event's reminders, e-mail then SMS, earliest first", reminderConfigListSchema) },
  }),
  call("api.events.$id.reminder-configs", "POST", "Events", "host", "Save a reminder (one per type and timing)", {
    body: reminderConfigInputSchema,
    responses: { 200: reply("Replaced: the reminder as saved", reminderConfigSchema), ...created("the reminder", reminderConfigSchema) },
  }),
  call("api.events.$id.watch.$accessId", "GET", "Events", "public", "Resolve a registrant's event link to their watch page", {
    description: "An unknown link is a 404 whose `details.registerPath` leads to the event's registration.",
    responses: {
      200: reply("The watch response (status not-set-up while the event has no stream)", watchResponseSchema),
      403: "The viewer was removed from this stream",
    },
  }),
];
