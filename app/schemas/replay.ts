import * as z from "zod";

// The bodies of PATCH /api/events/{eventId}/replay and of the replay's chapter calls; the host's
// Replay card turns its forms into the same bodies.

export const REPLAY_LIMITS = { chapters: 50, chapterTitle: 100, availableForHours: 24 * 365 } as const;

export const REPLAY_MESSAGES = {
  notFound: "Event not found",
  notObject: "Send a JSON object.",
  unknownField: "Unknown field: send only published, expiresAt, availableForHours, trimStartSeconds and trimEndSeconds.",
  published: "published must be true or false",
  expiresAt: "Enter the end of availability as a date and time (ISO 8601) in the future, or null for no end",
  expiresBoth: "Send either expiresAt or availableForHours, not both",
  availableForHours: `availableForHours must be a whole number of hours from 1 to ${REPLAY_LIMITS.availableForHours}, or null for no end`,
  trimStart: "The trim start must be 0 seconds or more",
  trimEnd: "The trim end must be after the start and not past the recording's end",
  noRecording: "There is no recording to publish yet: the replay can be published once the broadcast has been recorded.",
  stillRecording: "The broadcast is still being recorded: publish the replay once it ends.",
  chapterTitle: `Give the chapter a title of 1 to ${REPLAY_LIMITS.chapterTitle} characters`,
  chapterOffset: "The chapter must be within the recording",
  tooManyChapters: `A replay has at most ${REPLAY_LIMITS.chapters} chapters`,
  chapterNotFound: "Chapter not found",
  noTimeline: "There is no recording of this event yet.",
  unknownLink: "This replay link is not valid. Use the personal link from your e-mail.",
  notPublished: "The replay of this event is not available.",
  expired: "This replay is no longer available.",
  notLive: "Chapters can be marked live only while the event is live; add it at a time of the recording instead.",
} as const;

const seconds = (message: string) =>
  z
    .number({ error: message })
    .finite(message)
    .min(0, message)
    .max(7 * 24 * 3600, message);

export const replayPatchSchema = z
  .strictObject(
    {
      published: z.boolean({ error: REPLAY_MESSAGES.published }).optional(),
      expiresAt: z
        .string({ error: REPLAY_MESSAGES.expiresAt })
        .max(64, REPLAY_MESSAGES.expiresAt)
        .refine((value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) && Number.isFinite(Date.parse(value)), REPLAY_MESSAGES.expiresAt)
        .nullable()
        .optional(),
      availableForHours: z
        .number({ error: REPLAY_MESSAGES.availableForHours })
        .int(REPLAY_MESSAGES.availableForHours)
        .min(1, REPLAY_MESSAGES.availableForHours)
        .max(REPLAY_LIMITS.availableForHours, REPLAY_MESSAGES.availableForHours)
        .nullable()
        .optional(),
      trimStartSeconds: seconds(REPLAY_MESSAGES.trimStart).optional(),
      trimEndSeconds: seconds(REPLAY_MESSAGES.trimEnd).nullable().optional(),
    },
    { error: (issue) => (issue.code === "unrecognized_keys" ? REPLAY_MESSAGES.unknownField : REPLAY_MESSAGES.notObject) },
  )
  .refine((body) => body.expiresAt === undefined || body.availableForHours === undefined, {
    message: REPLAY_MESSAGES.expiresBoth,
    path: ["expiresAt"],
  });
export type ReplayPatch = z.output<typeof replayPatchSchema>;

export const replayChapterSchema = z.strictObject(
  {
    title: z
      .string({ error: REPLAY_MESSAGES.chapterTitle })
      .transform((value) => value.replace(/\u0000/g, "").trim())
      .pipe(z.string().min(1, REPLAY_MESSAGES.chapterTitle).max(REPLAY_LIMITS.chapterTitle, REPLAY_MESSAGES.chapterTitle)),
    /** Omitted during the live: the chapter starts now. */
    offsetSeconds: seconds(REPLAY_MESSAGES.chapterOffset).optional(),
  },
  { error: (issue) => (issue.code === "unrecognized_keys" ? "Send only title and offsetSeconds." : REPLAY_MESSAGES.notObject) },
);
export type ReplayChapterInput = z.output<typeof replayChapterSchema>;
