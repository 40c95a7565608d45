import { replayChapterSchema, replayPatchSchema } from "~/schemas/replay";
import { messageReplySchema } from "~/contracts/api-shapes";
import { recordingSummaryListSchema, recordingSummarySchema } from "~/contracts/recordings";
import {
  replayChapterDeletedSchema,
  replayChapterSchema as replayChapterReplySchema,
  replayStateSchema,
  replayTimelineSchema,
} from "~/contracts/replay-shapes";
import { apiArea, created, ok, reply, type ApiCall } from "./define.server";

const { host, audience } = apiArea("Replays and recordings");

/** The JSON calls of the API reference's "Replays and recordings" area. */
export const replaysAndRecordingsCalls: ApiCall[] = [
  host("GET", "api.events.$id.replay._index", "Get an event's replay", { responses: ok("The replay", replayStateSchema) }),
  host("PATCH", "api.events.$id.replay._index", "Publish, expire or trim the replay", {
    body: replayPatchSchema,
    responses: { 200: reply("The replay as changed", replayStateSchema), 409: "The event has no recording yet, or it is still being recorded" },
  }),
  host("POST", "api.events.$id.replay.chapters", "Add a chapter to the replay", {
    description: "Without `offsetSeconds` the chapter starts now: only while the event is live. Host or co-host.",
    body: replayChapterSchema,
    responses: {
      ...created("the chapter", replayChapterReplySchema),
      409: "The replay has its 50 chapters already, or there is no offsetSeconds and the event is not live",
    },
  }),
  host("DELETE", "api.events.$id.replay.chapters.$chapterId", "Remove a chapter", { responses: ok("Removed", replayChapterDeletedSchema) }),
  audience("GET", "api.events.$id.replay.timeline", "What happened at each moment of the recording", {
    description:
      "For the host (session or API key), or for a registrant with `?token=` (their access token) while the replay is published. A 404 before there is a recording, or for a registrant before it is published.",
    responses: {
      200: reply("The timeline", replayTimelineSchema),
      401: "Neither signed in nor a registrant's token",
      403: "A member of the host's team: the host's alone",
      410: "The replay has expired",
    },
  }),
  host("GET", "api.streams.$id.recordings", "List a stream's recordings, newest first", {
    responses: ok("The stream's recordings, newest first", recordingSummaryListSchema),
  }),
  host("GET", "api.recordings.$id", "Get a recording", { responses: ok("The recording", recordingSummarySchema) }),
  host("DELETE", "api.recordings.$id", "Delete a recording and its files", {
    responses: { 200: reply("Deleted", messageReplySchema), 409: "Still recording" },
  }),
];
