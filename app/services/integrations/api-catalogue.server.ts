import type { z } from "zod";
import { blockedWordsSchema } from "~/schemas/blocked-words";
import {
  chatHistoryQuerySchema,
  chatPostSchema,
  chatSettingsSchema,
  moderationSchema,
  openSwitchSchema,
  timeoutBodySchema,
  viewerActionBodySchema,
  viewerActionSchema,
} from "~/schemas/chat";
import {
  eventApiListQuerySchema,
  eventInputSchema,
  eventPatchSchema,
  eventUpdateSchema,
  invitationInputSchema,
  reminderConfigInputSchema,
  type CurrentEventTime,
} from "~/schemas/event";
import { followUpInputSchema, followUpPatchSchema } from "~/schemas/follow-up";
import { handoutLinkSchema } from "~/schemas/handout";
import { offerCreateSchema, offerPatchSchema } from "~/schemas/offer";
import { gifSoundPresetConfigSchema, landingPageSettingsSchema } from "~/schemas/overlay";
import { postbackFieldsSchema } from "~/schemas/payments";
import { pollCreateSchema, pollPatchSchema, pollVoteSchema } from "~/schemas/poll";
import { purchaseListQuerySchema } from "~/schemas/purchase";
import { questionPostSchema, questionStatusSchema, questionUpvoteSchema } from "~/schemas/question";
import { registrationInputSchema, registrationListQuerySchema } from "~/schemas/registration";
import { replayChapterSchema, replayPatchSchema } from "~/schemas/replay";
import { passcodeEntrySchema } from "~/schemas/room-gates";
import { streamCreateSchema, streamPatchSchema } from "~/schemas/stream";
import { teamInviteSchema } from "~/schemas/team";
import { contactsImportBodySchema } from "~/schemas/contacts-import";
import { webhookDeliveryPageSchema, webhookEndpointCreateSchema, webhookEndpointPatchSchema } from "~/schemas/webhook";
import { viewerRegistrationSchema } from "~/schemas/viewer";

// Every JSON call the app serves, described once: the OpenAPI document (/api/openapi.json) and the
// reference page (/docs/api) are both built from this list, and a test holds it to the route files
// (every route and method here, nothing here that the routes do not serve), so it cannot drift.

export type ApiMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Who may make a call: `host` with the session cookie or `Authorization: Bearer <API key>`;
 * `audience` as for `host`, or a registered viewer (viewer cookie or their `token`), or anyone when
 * the event does not require registration; `public` without signing in.
 */
export type ApiAuth = "host" | "audience" | "public";

/** A schema the route parses with, or (for an event's PATCH and PUT) the function that makes it for the event's current time. */
export type CatalogueSchema = z.ZodType | ((current: CurrentEventTime) => z.ZodType);

export interface ApiCall {
  /** The route file under app/routes, without `.ts`. */
  route: string;
  method: ApiMethod;
  area: ApiArea;
  summary: string;
  description?: string;
  auth: ApiAuth;
  /** The JSON body, parsed with this very schema by the route or its service (a list: one of them). */
  body?: CatalogueSchema | CatalogueSchema[];
  /** Path parameters the route checks with a schema (an enum of actions). */
  pathSchemas?: Record<string, z.ZodType>;
  /** Another body than JSON (a multipart upload), in words. */
  bodyNote?: string;
  query?: z.ZodObject;
  /** The answers besides the refusals every call may give (400, 401, 403, 404: added from the call's shape). */
  responses: Partial<Record<number, string>>;
}

export const API_AREAS = [
  "Events",
  "Registrations",
  "Streams",
  "Chat and moderation",
  "Overlays and landing page",
  "Questions and polls",
  "Offers and purchases",
  "Replays and recordings",
  "Follow-ups and handouts",
  "Team",
  "Webhooks",
  "Viewers",
  "Account",
] as const;
export type ApiArea = (typeof API_AREAS)[number];

/**
 * Route files that are not part of the documented API, and why: sign-in flows for the app's own
 * screens and the signed receivers of other services' webhooks.
 */
export const INTERNAL_ROUTES: Record<string, string> = {
  "api.$": "Any other /api path: a JSON 404.",
  "api.auth.google._index": "Google sign-in redirect for the app's screens.",
  "api.auth.google.callback": "Google sign-in redirect for the app's screens.",
  "api.auth.google.signup": "Google sign-in redirect for the app's screens.",
  "api.auth.signin": "Signing in for the app's screens (scripts use an API key).",
  "api.auth.signin_.two-factor": "Signing in for the app's screens (scripts use an API key).",
  "api.auth.signout": "Signing out of the app's screens.",
  "api.auth.signup": "Signing up from the app's screens.",
  "api.webhooks.mux": "Mux's signed webhook receiver.",
  "api.webhooks.$provider": "A payment provider's signed webhook receiver (Stripe's: /api/webhooks/stripe).",
};

const call = (route: string, method: ApiMethod, area: ApiArea, auth: ApiAuth, summary: string, rest: Partial<ApiCall> = {}): ApiCall => ({
  route,
  method,
  area,
  auth,
  summary,
  responses: { 200: "OK" },
  ...rest,
});
const created = (what: string) => ({ 201: `Created: ${what}` });

export const API_CALLS: ApiCall[] = [
  // Events
  call("api.events._index", "GET", "Events", "host", "List your events, latest start first", {
    description: "Filter by status, text and start time; page with limit and cursor (the whole list without them).",
    query: eventApiListQuerySchema,
    responses: { 200: "An array of events" },
  }),
  call("api.events._index", "POST", "Events", "host", "Create an event", { body: eventInputSchema, responses: created("the event") }),
  call("api.events.$id._index", "GET", "Events", "host", "Get one of your events"),
  call("api.events.$id._index", "PATCH", "Events", "host", "Change some fields of an event", { body: eventPatchSchema }),
  call("api.events.$id._index", "PUT", "Events", "host", "Replace every field of an event", { body: eventUpdateSchema }),
  call("api.events.$id._index", "DELETE", "Events", "host", "Delete an event with its files"),
  call("api.events.$id.invitations", "POST", "Events", "host", "Invite someone to an event by e-mail", { body: invitationInputSchema }),
  call("api.events.$id.invitations.import", "POST", "Events", "host", "Invite the contacts of a CSV file to an event", {
    description:
      "Header row first, `,` or `;`. `columns` names each field's column by header or 0-based position (guessed from the header when absent). Bad lines are reported by number and left out; the rest are invited in one transaction.",
    body: contactsImportBodySchema,
    bodyNote: "Or the file itself as `text/csv` (its columns guessed from the header).",
    responses: { ...created("the report of every line"), 413: "Over 1 MB or 5,000 rows" },
  }),
  call("api.events.$id.reminder-configs", "GET", "Events", "host", "List an event's reminders"),
  call("api.events.$id.reminder-configs", "POST", "Events", "host", "Save a reminder (one per type and timing)", {
    body: reminderConfigInputSchema,
    responses: { 200: "Replaced", 201: "Created" },
  }),
  call("api.events.$id.watch.$accessId", "GET", "Events", "public", "Resolve a registrant's event link to their watch page"),

  // Registrations
  call("api.registrations", "GET", "Registrations", "host", "List registrations, newest first", {
    description: "Filter by event, text and time; page with limit and cursor (the whole list without them).",
    query: registrationListQuerySchema,
    responses: { 200: "An array of registrations" },
  }),
  call("api.events.$id.register", "POST", "Registrations", "public", "Register for an event", {
    body: registrationInputSchema,
    responses: { 201: "Registered: the personal link goes by e-mail", 429: "Too many registrations from one address" },
  }),
  call("api.auth.register", "POST", "Registrations", "public", "Register as a viewer of a stream", {
    body: viewerRegistrationSchema,
    responses: { 200: "Registered: the personal link goes by e-mail", 429: "Too many registrations from one address" },
  }),

  // Streams
  call("api.streams._index", "GET", "Streams", "host", "List your streams, newest first"),
  call("api.streams._index", "POST", "Streams", "host", "Create a live stream", { body: streamCreateSchema, responses: created("the stream") }),
  call("api.streams.$id", "GET", "Streams", "host", "Get one of your streams with its stream key"),
  call("api.streams.$id", "PATCH", "Streams", "host", "Change a stream's title, live flag or status", { body: streamPatchSchema }),
  call("api.streams.$id", "DELETE", "Streams", "host", "Delete a stream (a live one is a 409)", {
    responses: { 200: "Deleted", 409: "The stream is live" },
  }),
  call("api.streams.$id.reset-key", "POST", "Streams", "host", "Issue a new stream key (the old one stops working)"),
  call("api.streams.$id.test-stream", "POST", "Streams", "host", "Send a test pattern into the stream's ingest"),
  call("api.streams.$id.test-stream", "DELETE", "Streams", "host", "Stop the test stream"),
  call("api.streams.$id.recordings", "GET", "Replays and recordings", "host", "List a stream's recordings, newest first"),
  call("api.streams.$streamId.room", "PATCH", "Streams", "host", "Let viewers in from the waiting room, or send them back", {
    body: openSwitchSchema,
  }),
  call("api.streams.$streamId.passcode", "POST", "Streams", "public", "Enter an event's passcode", {
    body: passcodeEntrySchema,
    responses: { 200: "Passed", 403: "Wrong passcode", 429: "Too many tries" },
  }),
  call("api.streams.watch.$streamId._index", "GET", "Streams", "audience", "The watch page's state for a stream"),
  call("api.streams.watch.$streamId.$uniqueId", "GET", "Streams", "public", "The watch page's state for a personal link"),
  call("api.config.mux", "GET", "Streams", "host", "Whether Mux is configured"),

  // Chat and moderation
  call("api.streams.$streamId.chat", "GET", "Chat and moderation", "audience", "Read the chat, or page through its history", {
    description: "Without filters: sticky messages, then the latest ones. With since, after, limit or cursor: the history, oldest first, in pages.",
    query: chatHistoryQuerySchema,
    responses: { 200: "An array of chat messages" },
  }),
  call("api.streams.$streamId.chat", "POST", "Chat and moderation", "audience", "Post a chat message", {
    body: chatPostSchema,
    responses: { 201: "The message", 429: "Sent too fast" },
  }),
  call("api.streams.$streamId.chat", "PATCH", "Chat and moderation", "host", "Open or close the chat", { body: openSwitchSchema }),
  call("api.streams.$streamId.chat-settings", "PATCH", "Chat and moderation", "host", "Change the chat's open state and slow mode", {
    body: chatSettingsSchema,
  }),
  call("api.streams.$streamId.held-messages", "GET", "Chat and moderation", "host", "List messages held for review"),
  call("api.streams.$streamId.moderation-log", "GET", "Chat and moderation", "host", "Read the moderation log, newest first"),
  call("api.chat.$messageId.moderate", "PATCH", "Chat and moderation", "host", "Pin, unpin, remove, approve or reject a message", {
    body: moderationSchema,
    responses: { 200: "The message", 409: "Only a held message can be approved or rejected" },
  }),
  call("api.blocked-words", "GET", "Chat and moderation", "host", "Read your chat filter"),
  call("api.blocked-words", "PUT", "Chat and moderation", "host", "Replace your chat filter", { body: blockedWordsSchema }),
  call("api.streams.$streamId.hearts", "POST", "Chat and moderation", "audience", "Send a heart", {
    responses: { 202: "Accepted", 429: "Sent too fast" },
  }),

  // Overlays and landing page
  call("api.streams.$streamId.overlays", "GET", "Overlays and landing page", "audience", "List the overlays showing now"),
  call("api.streams.$streamId.overlays", "POST", "Overlays and landing page", "host", "Add an overlay", {
    description: "`{ type, isActive?, config }`; the config is checked against the overlay type's schema.",
    responses: created("the overlay"),
  }),
  call("api.overlays.$overlayId", "PATCH", "Overlays and landing page", "host", "Change an overlay"),
  call("api.overlays.$overlayId", "DELETE", "Overlays and landing page", "host", "Deactivate an overlay"),
  call("api.streams.$streamId.gif-sound-presets", "GET", "Overlays and landing page", "host", "List your GIF and sound presets"),
  call("api.streams.$streamId.gif-sound-presets", "POST", "Overlays and landing page", "host", "Save a GIF and sound preset", {
    description: "`{ config }` with the preset below.",
    body: gifSoundPresetConfigSchema,
    responses: created("the preset"),
  }),
  call("api.gif-sound-presets.$presetId", "DELETE", "Overlays and landing page", "host", "Delete a preset"),
  call("api.streams.$streamId.landing-page", "GET", "Overlays and landing page", "audience", "Read the landing page settings"),
  call("api.streams.$streamId.landing-page", "POST", "Overlays and landing page", "host", "Save the landing page settings", {
    body: landingPageSettingsSchema,
  }),

  // Questions and polls
  call("api.streams.$streamId.questions", "GET", "Questions and polls", "audience", "List questions"),
  call("api.streams.$streamId.questions", "POST", "Questions and polls", "audience", "Ask a question", {
    body: questionPostSchema,
    responses: created("the question"),
  }),
  call("api.questions.$questionId", "GET", "Questions and polls", "host", "Get a question with who asked"),
  call("api.questions.$questionId", "PATCH", "Questions and polls", "host", "Answer, highlight or dismiss a question", {
    body: questionStatusSchema,
  }),
  call("api.questions.$questionId.upvote", "POST", "Questions and polls", "audience", "Upvote a question", {
    body: questionUpvoteSchema,
    responses: { 200: "The question and its count", 409: "Already upvoted" },
  }),
  call("api.streams.$streamId.polls", "GET", "Questions and polls", "audience", "List polls"),
  call("api.streams.$streamId.polls", "POST", "Questions and polls", "host", "Draft a poll", {
    body: pollCreateSchema,
    responses: created("the draft"),
  }),
  call("api.polls.$pollId", "PATCH", "Questions and polls", "host", "Launch or close a poll", { body: pollPatchSchema }),
  call("api.polls.$pollId", "DELETE", "Questions and polls", "host", "Delete a draft poll"),
  call("api.polls.$pollId.vote", "POST", "Questions and polls", "audience", "Vote in a poll", { body: pollVoteSchema }),

  // Offers and purchases
  call("api.events.$id.offers", "GET", "Offers and purchases", "host", "List an event's offers with sold counts"),
  call("api.events.$id.offers", "POST", "Offers and purchases", "host", "Create an offer", {
    body: offerCreateSchema,
    responses: created("the offer"),
  }),
  call("api.offers.$offerId", "GET", "Offers and purchases", "host", "Get an offer"),
  call("api.offers.$offerId", "PATCH", "Offers and purchases", "host", "Change an offer", { body: offerPatchSchema }),
  call("api.offers.$offerId", "DELETE", "Offers and purchases", "host", "Delete an offer (its purchases stay)"),
  call("api.offers.$offerId.reveal", "POST", "Offers and purchases", "host", "Show an offer to every viewer now"),
  call("api.offers.$offerId.hide", "POST", "Offers and purchases", "host", "Take an offer off viewers' pages"),
  call("api.offers.$offerId.postback", "GET", "Offers and purchases", "public", "Report an outside sale (signed postback)", {
    query: postbackFieldsSchema,
    responses: { 200: "Already recorded", 201: "Recorded" },
  }),
  call("api.offers.$offerId.postback", "POST", "Offers and purchases", "public", "Report an outside sale (signed postback)", {
    body: postbackFieldsSchema,
    responses: { 200: "Already recorded", 201: "Recorded" },
  }),
  call("api.events.$id.purchases", "GET", "Offers and purchases", "host", "List an event's purchases, newest first, with totals", {
    description: "Totals and count cover the whole event (or offer); status, since and the page narrow the list.",
    query: purchaseListQuerySchema,
    responses: { 200: "`{ purchases, totals, count }`" },
  }),
  call("api.viewers.$viewerId.purchase-history", "GET", "Offers and purchases", "host", "What a chatter bought from you"),

  // Replays and recordings
  call("api.events.$id.replay._index", "GET", "Replays and recordings", "host", "Get an event's replay"),
  call("api.events.$id.replay._index", "PATCH", "Replays and recordings", "host", "Publish, expire or trim the replay", {
    body: replayPatchSchema,
    responses: { 200: "The replay", 409: "The event has no recording" },
  }),
  call("api.events.$id.replay.chapters", "POST", "Replays and recordings", "host", "Add a chapter to the replay", {
    body: replayChapterSchema,
    responses: created("the chapter"),
  }),
  call("api.events.$id.replay.chapters.$chapterId", "DELETE", "Replays and recordings", "host", "Remove a chapter"),
  call("api.events.$id.replay.timeline", "GET", "Replays and recordings", "audience", "What happened at each moment of the recording", {
    responses: { 200: "The timeline", 410: "The replay has expired" },
  }),
  call("api.recordings.$id", "GET", "Replays and recordings", "host", "Get a recording"),
  call("api.recordings.$id", "DELETE", "Replays and recordings", "host", "Delete a recording and its files", {
    responses: { 200: "Deleted", 409: "Still recording" },
  }),

  // Follow-ups and handouts
  call("api.events.$id.follow-ups", "GET", "Follow-ups and handouts", "host", "List an event's follow-up e-mails"),
  call("api.events.$id.follow-ups", "POST", "Follow-ups and handouts", "host", "Add a follow-up e-mail", {
    body: followUpInputSchema,
    responses: created("the follow-up"),
  }),
  call("api.follow-ups.$id", "GET", "Follow-ups and handouts", "host", "Get a follow-up e-mail"),
  call("api.follow-ups.$id", "PATCH", "Follow-ups and handouts", "host", "Change a follow-up e-mail", {
    body: followUpPatchSchema,
    responses: { 200: "The follow-up", 409: "Already sent" },
  }),
  call("api.follow-ups.$id", "DELETE", "Follow-ups and handouts", "host", "Delete a follow-up e-mail"),
  call("api.events.$id.handouts", "GET", "Follow-ups and handouts", "host", "List an event's handouts with downloads"),
  call("api.events.$id.handouts", "POST", "Follow-ups and handouts", "host", "Add a handout: a link, or a file upload", {
    body: handoutLinkSchema,
    bodyNote: "Or multipart/form-data with `file` (PDF, PNG, JPEG, WebP or GIF, at most 25 MB) and an optional `title`.",
    responses: { ...created("the handout"), 413: "The file is too large" },
  }),
  call("api.handouts.$handoutId", "DELETE", "Follow-ups and handouts", "host", "Delete a handout and its file", { responses: { 204: "Deleted" } }),

  // Team
  call("api.team", "GET", "Team", "host", "Your team, open invitations, and the teams you are on"),
  call("api.team", "POST", "Team", "host", "Invite a moderator or co-host", { body: teamInviteSchema, responses: created("the invitation") }),
  call("api.team.$memberId", "DELETE", "Team", "host", "Remove a member from your team"),
  call("api.team.invitations.$invitationId", "DELETE", "Team", "host", "Withdraw an invitation"),

  // Webhooks
  call("api.webhook-endpoints._index", "GET", "Webhooks", "host", "List your webhook endpoints (never their secrets)"),
  call("api.webhook-endpoints._index", "POST", "Webhooks", "host", "Add a webhook endpoint", {
    description: "The answer carries the endpoint's signing `secret`, shown this once.",
    body: webhookEndpointCreateSchema,
    responses: created("the endpoint with its secret"),
  }),
  call("api.webhook-endpoints.$id._index", "GET", "Webhooks", "host", "Get one webhook endpoint"),
  call("api.webhook-endpoints.$id._index", "PATCH", "Webhooks", "host", "Change an endpoint's URL or events, or turn it on or off", {
    body: webhookEndpointPatchSchema,
  }),
  call("api.webhook-endpoints.$id._index", "DELETE", "Webhooks", "host", "Delete an endpoint and its delivery log"),
  call("api.webhook-endpoints.$id.[test]", "POST", "Webhooks", "host", "Send a test.ping to an endpoint", { responses: created("the delivery") }),
  call("api.webhook-endpoints.$id.rotate-secret", "POST", "Webhooks", "host", "Rotate an endpoint's signing secret", {
    description: "Answers the new secret once; the old one keeps signing beside it for 24 hours.",
  }),
  call("api.webhook-endpoints.$id.deliveries", "GET", "Webhooks", "host", "An endpoint's deliveries, newest first", {
    query: webhookDeliveryPageSchema,
  }),
  call("api.deliveries.$id.resend", "POST", "Webhooks", "host", "Send a delivery again (the same event id and body)", {
    responses: created("the new delivery"),
  }),

  // Viewers
  call("api.viewers.stream.$streamId", "GET", "Viewers", "host", "The viewers watching a stream now"),
  call("api.viewers.$viewerId.$action", "PATCH", "Viewers", "host", "Shadowban, kick, time out or readmit a viewer", {
    description: "`action` is shadowban, unshadowban, kick, readmit, timeout or untimeout; `minutes` only for timeout.",
    body: [viewerActionBodySchema, timeoutBodySchema],
    pathSchemas: { action: viewerActionSchema },
  }),

  // Account
  call("api.auth.me", "GET", "Account", "host", "Who the session or API key belongs to"),
  call("api.openapi[.json]", "GET", "Account", "public", "This API described as OpenAPI 3.1"),
];
