import { followUpInputSchema, followUpPatchSchema } from "~/schemas/follow-up";
import { handoutLinkSchema } from "~/schemas/handout";
import { followUpListSchema, followUpSchema } from "~/contracts/follow-up-shapes";
import { handoutHostViewListSchema, handoutHostViewSchema } from "~/contracts/handout-shapes";
import { call, created, reply, type ApiCall } from "./define.server";

/** The JSON calls of the API reference's "Follow-ups and handouts" area. */
export const followUpsAndHandoutsCalls: ApiCall[] = [
  call("api.events.$id.follow-ups", "GET", "Follow-ups and handouts", "host", "List an event's follow-up e-mails", {
    responses: { 200: reply("The event's follow-ups, soonest first", followUpListSchema) },
  }),
  call("api.events.$id.follow-ups", "POST", "Follow-ups and handouts", "host", "Add a follow-up e-mail", {
    body: followUpInputSchema,
    responses: created("the follow-up", followUpSchema),
  }),
  call("api.follow-ups.$id", "GET", "Follow-ups and handouts", "host", "Get a follow-up e-mail", {
    responses: { 200: reply("The follow-up", followUpSchema) },
  }),
  call("api.follow-ups.$id", "PATCH", "Follow-ups and handouts", "host", "Change a follow-up e-mail", {
    body: followUpPatchSchema,
    responses: { 200: reply("The follow-up as changed", followUpSchema), 409: "Already sent" },
  }),
  call("api.follow-ups.$id", "DELETE", "Follow-ups and handouts", "host", "Delete a follow-up e-mail", { responses: { 204: "Deleted" } }),
  call("api.events.$id.handouts", "GET", "Follow-ups and handouts", "host", "List an event's handouts with downloads", {
    responses: { 200: reply("The event's handouts, oldest first", handoutHostViewListSchema) },
  }),
  call("api.events.$id.handouts", "POST", "Follow-ups and handouts", "host", "Add a handout: a link, or a file upload", {
    body: handoutLinkSchema,
    bodyNote: "Or multipart/form-data with `file` (PDF, PNG, JPEG, WebP or GIF, at most 25 MB) and an optional `title`.",
    responses: {
      ...created("the handout", handoutHostViewSchema),
      409: "The event has its 20 handouts already",
      413: "The file is too large",
      415: "The file is not a PDF, PNG, JPEG, WebP or GIF",
    },
  }),
  call("api.handouts.$handoutId", "DELETE", "Follow-ups and handouts", "host", "Delete a handout and its file", { responses: { 204: "Deleted" } }),
];
