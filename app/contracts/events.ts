// An event as the API and the pages show it: what the events list, the host and anyone registering see.
import * as z from "zod";
import type { EventCategory, EventStatus, RecordingLocation } from "../../db/schema/product";
import { apiShape, isoTime, rowId } from "./api-shapes";

export const EVENT_CATEGORIES = ["webinar", "meeting", "presentation", "workshop", "product-demo"] as const satisfies readonly EventCategory[];
export const EVENT_STATUSES = ["draft", "scheduled", "live", "completed"] as const satisfies readonly EventStatus[];
export const RECORDING_LOCATIONS = ["cloud", "local"] as const satisfies readonly RecordingLocation[];

/** What every face of an event, the host's and the public's, begins with. */
const eventHeadingFields = {
  id: rowId(42),
  title: z.string().meta({ examples: ["Launch your first course"] }),
  description: z.string().nullable(),
  category: z.enum(EVENT_CATEGORIES),
  status: z.enum(EVENT_STATUSES).meta({ description: "Effective status: a scheduled event whose end has passed reads completed." }),
  scheduledAt: isoTime(),
  durationMinutes: z
    .number()
    .int()
    .meta({ examples: [60] }),
};
export const eventHeadingSchema = z.object(eventHeadingFields);
export type EventHeading = z.infer<typeof eventHeadingSchema>;

const eventSummaryFields = {
  ...eventHeadingFields,
  coverImageUrl: z.string(),
  timezone: z.string().meta({ examples: ["America/New_York"] }),
  streamId: z.string().nullable().meta({ description: "Public id of the event's stream, or null when it has none yet." }),
  maxAttendees: z.number().int().nullable(),
  registrationCount: z.number().int(),
};

/** An event as the events list shows it (GET /api/events). */
export const eventSummarySchema = apiShape("EventSummary", z.object(eventSummaryFields));
export type EventSummary = z.infer<typeof eventSummarySchema>;
export const eventSummaryListSchema = apiShape("EventSummaryList", z.array(eventSummarySchema));

/** Everything the host sees and edits (GET /api/events/{id}). */
export const eventDetailSchema = apiShape(
  "EventDetail",
  z.object({
    ...eventSummaryFields,
    hostName: z.string().nullable(),
    hostBio: z.string().nullable(),
    registrationRequired: z.boolean(),
    isPublic: z.boolean(),
    requireAuthentication: z.boolean(),
    passcode: z.string().nullable(),
    enableQa: z.boolean(),
    enableChat: z.boolean(),
    enablePolls: z.boolean(),
    enableRecording: z.boolean(),
    recordingLocation: z.enum(RECORDING_LOCATIONS),
    enableWaitingRoom: z.boolean(),
    muteMembersOnEntry: z.boolean(),
    storedStatus: z.enum(EVENT_STATUSES).meta({ description: "The stored status (draft, scheduled, live, completed), before the clock is applied." }),
    endsAt: isoTime().meta({ description: "scheduledAt plus the duration." }),
    wentLiveAt: isoTime().nullable(),
    endedAt: isoTime().nullable(),
    createdAt: isoTime(),
    updatedAt: isoTime(),
  }),
);
export type EventDetail = z.infer<typeof eventDetailSchema>;

/** What anyone may see of an event to register for it: nothing about other registrants. */
export const publicEventSchema = apiShape(
  "PublicEvent",
  z.object({
    ...eventHeadingFields,
    timezone: z.string(),
    coverImageUrl: z.string(),
    hostName: z.string().nullable(),
    hostBio: z.string().nullable(),
    registrationRequired: z.boolean(),
    requireAuthentication: z.boolean(),
    maxAttendees: z.number().int().nullable(),
    spotsLeft: z.number().int().nullable().meta({ description: "null when unlimited." }),
    isFull: z.boolean(),
  }),
);
export type PublicEvent = z.infer<typeof publicEventSchema>;
