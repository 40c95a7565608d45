// A self-hosted recording as its host reads it through the API (GET /api/streams/{id}/recordings,
// GET /api/recordings/{id}) and on the host's pages.
import * as z from "zod";
import type { RecordingStatus } from "../../db/schema/recordings";
import { apiShape, isoTime } from "./api-shapes";

export const RECORDING_STATUSES = ["recording", "complete", "stopped-low-disk"] as const satisfies readonly RecordingStatus[];

/** One recording as the host's client reads it. */
export const recordingSummarySchema = apiShape(
  "Recording",
  z.object({
    id: z.string().meta({ description: "The recording's public id, used in its addresses.", examples: ["Jx3kP9qLm2Vb7TzR0cWe1A"] }),
    startedAt: isoTime(),
    endedAt: isoTime().nullable().meta({ description: "null while it is still being recorded." }),
    durationSeconds: z.number().meta({ examples: [3605.2] }),
    bytes: z
      .number()
      .int()
      .meta({ description: "The size of its files.", examples: [734003200] }),
    status: z.enum(RECORDING_STATUSES).meta({
      description: "recording: the broadcast is still being kept; complete; stopped-low-disk: recording stopped when the disk ran low.",
    }),
    playbackUrl: z.string().meta({
      description: "The host-only HLS playlist (the host's session cookie opens it).",
      examples: ["/recordings/Jx3kP9qLm2Vb7TzR0cWe1A/index.m3u8"],
    }),
    watchUrl: z.string().meta({ description: "The host's page that plays it.", examples: ["/recordings/Jx3kP9qLm2Vb7TzR0cWe1A"] }),
    downloadUrl: z.string().meta({
      description: "One MP4 file, remuxed from the segments on the first ask (409 while it is still being recorded).",
      examples: ["/recordings/Jx3kP9qLm2Vb7TzR0cWe1A/recording.mp4"],
    }),
  }),
);
export type RecordingSummary = z.infer<typeof recordingSummarySchema>;

/** A stream's recordings, newest first. */
export const recordingSummaryListSchema = apiShape("RecordingList", z.array(recordingSummarySchema));
