// The replay as its host's calls answer it (GET and PATCH /api/events/{id}/replay, its chapters
// and /timeline), as zod shapes: the OpenAPI document describes the replies with them and their
// types are the ones the server builds. Server only at run time: pages import these types alone
// (`import type`, through contracts/replay.ts), never zod.
import * as z from "zod";
import { apiShape, isoTime, rowId } from "./api-shapes";
import { chatStaffSchema } from "./chat-shapes";
import { offerViewSchema } from "./offer-shapes";
import { OVERLAY_TYPES, overlayViewSchema } from "./overlay-shapes";

export const REPLAY_STATUSES = ["none", "recording", "ready"] as const;
export type ReplayStatus = (typeof REPLAY_STATUSES)[number];

const seconds = (description?: string) => z.number().meta({ ...(description ? { description } : {}), examples: [754.5] });

/** A chapter of the replay: a title at a moment of the recording. */
export const replayChapterSchema = apiShape(
  "ReplayChapter",
  z.object({
    id: rowId(7),
    title: z.string().meta({ examples: ["Questions from the audience"] }),
    offsetSeconds: seconds("Seconds from the recording's start."),
  }),
);
export type ReplayChapter = z.infer<typeof replayChapterSchema>;

/** DELETE /api/events/{id}/replay/chapters/{chapterId}. */
export const replayChapterDeletedSchema = apiShape("ReplayChapterDeleted", z.object({ deleted: z.literal(true) }));

/** The part of the recording viewers see, on the recording's clock. */
const trimFields = {
  trimStartSeconds: seconds("Where the replay starts on the recording's clock (0: its start)."),
  trimEndSeconds: seconds().nullable().meta({ description: "Where the replay ends on the recording's clock; null: at the recording's end." }),
  mediaStartSeconds: seconds(
    "Where the media viewers get begins on the recording's clock: a self-hosted recording is cut at whole segments, at or before trimStartSeconds.",
  ),
};

/** The event's replay as its host reads and changes it (GET and PATCH /api/events/{id}/replay). */
export const replayStateSchema = apiShape(
  "Replay",
  z.object({
    eventId: rowId(42),
    status: z.enum(REPLAY_STATUSES).meta({
      description: "none: nothing was recorded; recording: the broadcast is still being kept; ready: there is a recording to play.",
    }),
    published: z.boolean(),
    publishedAt: isoTime().nullable(),
    expiresAt: isoTime().nullable().meta({ description: "When registrants stop being able to watch it; null: no end." }),
    available: z.boolean().meta({ description: "Registrants may watch it now: ready, published and not expired." }),
    durationSeconds: seconds("The length of the recording (0 without one)."),
    ...trimFields,
    recording: z
      .object({
        id: z.string().nullable().meta({ description: "The self-hosted recording's id, or the Mux asset's." }),
        source: z.enum(["self-hosted", "mux"]),
        startedAt: isoTime().nullable(),
        durationSeconds: seconds(),
      })
      .nullable()
      .meta({ description: "The recording the replay plays; null before there is one." }),
    chapters: z.array(replayChapterSchema),
  }),
);
export type ReplayState = z.infer<typeof replayStateSchema>;

const replayChatEntrySchema = z.object({
  id: z.number().int(),
  offsetSeconds: seconds("Seconds from the recording's start."),
  name: z.string().meta({ description: "The viewer's first name, or the staff member's.", examples: ["Dana"] }),
  message: z.string(),
  staff: chatStaffSchema.nullable().meta({ description: "Who wrote it on the host's side; null for a viewer." }),
});
export type ReplayChatEntry = z.infer<typeof replayChatEntrySchema>;

const replayOverlayEntrySchema = z.object({
  id: z.number().int(),
  type: z.enum(OVERLAY_TYPES),
  view: overlayViewSchema.meta({ description: "The overlay as viewers got it when it went on (its startedAt is on the broadcast's clock)." }),
  fromSeconds: seconds(),
  toSeconds: seconds().nullable().meta({ description: "null: still on at the recording's end." }),
});
export type ReplayOverlayEntry = z.infer<typeof replayOverlayEntrySchema>;

const replayOfferEntrySchema = z.object({
  offerId: z.number().int(),
  view: offerViewSchema.meta({ description: "The offer as viewers saw it when it was revealed." }),
  fromSeconds: seconds(),
  toSeconds: seconds().nullable().meta({ description: "null: still shown at the recording's end." }),
});
export type ReplayOfferEntry = z.infer<typeof replayOfferEntrySchema>;

const replayPollEntrySchema = z.object({
  id: z.number().int(),
  question: z.string(),
  multipleChoice: z.boolean(),
  options: z.array(z.object({ id: z.number().int(), text: z.string(), votes: z.number().int() })),
  voters: z.number().int(),
  openedSeconds: seconds(),
  closedSeconds: seconds().nullable().meta({ description: "null: still open at the recording's end." }),
});
export type ReplayPollEntry = z.infer<typeof replayPollEntrySchema>;

const replayQuestionEntrySchema = z.object({
  id: z.number().int(),
  text: z.string(),
  name: z.string().nullable().meta({ description: "The asker's first name; null when asked anonymously." }),
  votes: z.number().int(),
  status: z.enum(["answered", "highlighted"]),
  offsetSeconds: seconds(),
});
export type ReplayQuestionEntry = z.infer<typeof replayQuestionEntrySchema>;

/** What happened in the room at each moment of the recording (GET /api/events/{id}/replay/timeline). */
export const replayTimelineSchema = apiShape(
  "ReplayTimeline",
  z.object({
    startedAt: isoTime().nullable().meta({ description: "When the recorded broadcast started: offset 0." }),
    durationSeconds: seconds(),
    ...trimFields,
    chat: z.array(replayChatEntrySchema),
    overlays: z.array(replayOverlayEntrySchema),
    offers: z.array(replayOfferEntrySchema),
    polls: z.array(replayPollEntrySchema),
    questions: z.array(replayQuestionEntrySchema).meta({ description: "The questions answered or highlighted." }),
    chapters: z.array(replayChapterSchema),
  }),
);
export type ReplayTimeline = z.infer<typeof replayTimelineSchema>;
