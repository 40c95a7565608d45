// A stream as its host sees it through the API, and the small replies of the calls that drive it.
import * as z from "zod";
import { apiShape, isoTime } from "./api-shapes";

const streamStatus = () =>
  z.string().meta({
    description: "The video provider's status word: idle, active or disabled (a provider may report another word).",
    examples: ["idle"],
  });

/** A stream as its host sees it (GET /api/streams/{id}): includes the secret stream key. */
export const hostStreamSchema = apiShape(
  "HostStream",
  z.object({
    id: z.string().meta({ description: "The public, unguessable id used in URLs.", examples: ["s3f9c2a7d1e04b8a6c5d2e1f0a9b8c7d6"] }),
    streamId: z.string().meta({ description: "The same public id, under the spec's name." }),
    title: z.string().meta({ examples: ["Launch your first course: live"] }),
    eventId: z.number().int().nullable().meta({ description: "The event the stream belongs to, or null." }),
    provider: z
      .string()
      .meta({ description: "The video provider the stream was created with: self-hosted, mux or manual.", examples: ["self-hosted"] }),
    streamKey: z.string().nullable().meta({ description: "The secret key the encoder publishes with." }),
    ingestUrl: z
      .string()
      .nullable()
      .meta({
        description: "RTMP(S) address the encoder publishes to; null when nothing is configured to receive it.",
        examples: ["rtmp://stream.example.com:1935/live"],
      }),
    playbackId: z.string().nullable(),
    isLive: z.boolean().meta({ description: "Live, or sending a test stream (the host and their team see a test as live)." }),
    status: streamStatus(),
    createdAt: isoTime(),
    updatedAt: isoTime(),
  }),
);
export type HostStream = z.infer<typeof hostStreamSchema>;
export const hostStreamListSchema = apiShape("HostStreamList", z.array(hostStreamSchema));

/** POST /api/streams/{id}/test-stream: the test pattern runs until `endsAt`. */
export const testStreamStartedSchema = apiShape(
  "TestStreamStarted",
  z.object({ endsAt: isoTime().meta({ description: "When the test stream stops by itself." }) }),
);
export type TestStreamStarted = z.infer<typeof testStreamStartedSchema>;

/** DELETE /api/streams/{id}/test-stream. */
export const testStreamStoppedSchema = apiShape(
  "TestStreamStopped",
  z.object({ stopped: z.boolean().meta({ description: "false when no test stream was running." }) }),
);
export type TestStreamStopped = z.infer<typeof testStreamStoppedSchema>;

/** PATCH /api/streams/{streamId}/room: whether viewers are let in from the waiting room now. */
export const waitingRoomStateSchema = apiShape(
  "WaitingRoomState",
  z.object({
    open: z.boolean().meta({ description: "true: viewers are let in; false: they wait on the waiting screen until the stream goes live." }),
  }),
);
export type WaitingRoomState = z.infer<typeof waitingRoomStateSchema>;

/** POST /api/streams/{streamId}/passcode: the passcode was right (or the event has none). */
export const passcodePassedSchema = apiShape(
  "PasscodePassed",
  z.object({ passed: z.literal(true).meta({ description: "Always true: a wrong passcode is a 403. The reply's cookie remembers the passcode." }) }),
);
export type PasscodePassed = z.infer<typeof passcodePassedSchema>;

/** GET /api/config/mux. */
export const muxConfigSchema = apiShape(
  "MuxConfig",
  z.object({ configured: z.boolean().meta({ description: "Whether this server has a Mux API token." }) }),
);
export type MuxConfig = z.infer<typeof muxConfigSchema>;
