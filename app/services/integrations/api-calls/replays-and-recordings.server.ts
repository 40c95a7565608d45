import { replayChapterSchema, replayPatchSchema } from "~/schemas/replay";
import { messageReplySchema } from "~/contracts/api-shapes";
import { recordingSummarySchema } from "~/contracts/recordings";
import {
  replayChapterDeletedSchema,
  replayChapterSchema as replayChapterReplySchema,
  replayStateSchema,
  replayTimelineSchema,
} from "~/contracts/replay-shapes";
import { call, created, reply, type ApiCall } from "./define.server";

/** The JSON calls of the API reference's "Replays and recordings" area. */
export const replaysAndRecordingsCalls: ApiCall[] = [
  call("api.events.$id.replay._index", "GET", "Replays and recordings", "host", "Get an event's replay", {
    responses: { 200: reply("The replay", replayStateSchema) },
  }),
  call("api.events.$id.replay._index", "PATCH", "Replays and recordings", "host", "Publish, expire or trim the replay", {
    body: replayPatchSchema,
    responses: { 200: reply("The replay as changed", replayStateSchema), 409: "The event has no recording yet, or it is still being recorded" },
  }),
  call("api.events.$id.replay.chapters", "POST", "Replays and recordings", "host", "Add a chapter to the replay", {
    description: "Without `offsetSeconds` the chapter starts now: only while the event is live. Host or co-host.",
    body: replayChapterSchema,
    responses: {
      ...created("the chapter", replayChapterReplySchema),
      409: "The replay has its 50 chapters already, or there is no offsetSeconds and the event is not live",
    },
  }),
  call("api.events.$id.replay.chapters.$chapterId", "DELETE", "Replays and recordings", "host", "Remove a chapter", {
    responses: { 200: reply("Removed", replayChapterDeletedSchema) },
  }),
  call("api.events.$id.replay.timeline", "GET", "Replays and recordings", "audience", "What happened at each moment of the recording", {
    description:
      "For the host (session or API key), or for a registrant with `?token=` (their access token) while the replay is published. A 404 before there is a recording, or for a registrant before it is published.",
    responses: {
      200: reply("The timeline", replayTimelineSchema),
      401: "Neither signed in nor a registrant's token",
      403: "A member of the host's team: the host's alone",
      410: "The replay has expired",
    },
  }),
  call("api.recordings.$id", "GET", "Replays and recordings", "host", "Get a recording", {
    responses: { 200: reply("The recording", recordingSummarySchema) },
  }),
  call("api.recordings.$id", "DELETE", "Replays and recordings", "host", "Delete a recording and its files", {
    responses: { 200: reply("Deleted", messageReplySchema), 409: "Still recording" },
  }),
];
