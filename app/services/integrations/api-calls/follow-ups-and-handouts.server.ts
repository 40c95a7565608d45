import { followUpInputSchema, followUpPatchSchema } from "~/schemas/follow-up";
import { handoutLinkSchema } from "~/schemas/handout";
import { followUpListSchema, followUpSchema } from "~/contracts/follow-up-shapes";
import { handoutHostViewListSchema, handoutHostViewSchema } from "~/contracts/handout-shapes";
import { apiArea, created, ok, reply, type ApiCall } from "./define.server";

const { host } = apiArea("Follow-ups and handouts");

/** The JSON calls of the API reference's "Follow-ups and handouts" area. */
export const followUpsAndHandoutsCalls: ApiCall[] = [
  host("GET", "api.events.$id.follow-ups", "List an event's follow-up e-mails", {
    responses: ok("The event's follow-ups, soonest first", followUpListSchema),
  }),
  host("POST", "api.events.$id.follow-ups", "Add a follow-up e-mail", {
    body: followUpInputSchema,
    responses: created("the follow-up", followUpSchema),
  }),
  host("GET", "api.follow-ups.$id", "Get a follow-up e-mail", { responses: ok("The follow-up", followUpSchema) }),
  host("PATCH", "api.follow-ups.$id", "Change a follow-up e-mail", {
    body: followUpPatchSchema,
    responses: { 200: reply("The follow-up as changed", followUpSchema), 409: "Already sent" },
  }),
  host("DELETE", "api.follow-ups.$id", "Delete a follow-up e-mail", { responses: { 204: "Deleted" } }),
  host("GET", "api.events.$id.handouts", "List an event's handouts with downloads", {
    responses: ok("The event's handouts, oldest first", handoutHostViewListSchema),
  }),
  host("POST", "api.events.$id.handouts", "Add a handout: a link, or a file upload", {
    body: handoutLinkSchema,
    bodyNote: "Or multipart/form-data with `file` (PDF, PNG, JPEG, WebP or GIF, at most 25 MB) and an optional `title`.",
    responses: {
      ...created("the handout", handoutHostViewSchema),
      409: "The event has its 20 handouts already",
      413: "The file is too large",
      415: "The file is not a PDF, PNG, JPEG, WebP or GIF",
    },
  }),
  host("DELETE", "api.handouts.$handoutId", "Delete a handout and its file", { responses: { 204: "Deleted" } }),
];
