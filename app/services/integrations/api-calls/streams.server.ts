import { messageReplySchema } from "~/contracts/api-shapes";
import { recordingSummaryListSchema } from "~/contracts/recordings";
import {
  hostStreamListSchema,
  hostStreamSchema,
  muxConfigSchema,
  passcodePassedSchema,
  testStreamStartedSchema,
  testStreamStoppedSchema,
  waitingRoomStateSchema,
} from "~/contracts/streams";
import { watchResponseSchema } from "~/contracts/watch";
import { openSwitchSchema } from "~/schemas/chat";
import { passcodeEntrySchema } from "~/schemas/room-gates";
import { streamCreateSchema, streamPatchSchema } from "~/schemas/stream";
import { call, created, reply, type ApiCall } from "./define.server";

/** The video provider (Mux) failed or refused: its words in `error`. */
const PROVIDER_FAILED = "The video provider failed or refused";
/** A viewer the host removed opens nothing of the room. */
const REMOVED_VIEWER = "The viewer was removed from this stream";

/** The JSON calls of the API reference's "Streams" area. */
export const streamsCalls: ApiCall[] = [
  call("api.streams._index", "GET", "Streams", "host", "List your streams, newest first", {
    responses: { 200: reply("Your streams, with their stream keys", hostStreamListSchema) },
  }),
  call("api.streams._index", "POST", "Streams", "host", "Create a live stream", {
    body: streamCreateSchema,
    responses: { ...created("the stream, with its stream key", hostStreamSchema), 404: "eventId is not one of your events", 502: PROVIDER_FAILED },
  }),
  call("api.streams.$id", "GET", "Streams", "host", "Get one of your streams with its stream key", {
    responses: { 200: reply("The stream", hostStreamSchema) },
  }),
  call("api.streams.$id", "PATCH", "Streams", "host", "Change a stream's title, live flag or status", {
    body: streamPatchSchema,
    responses: { 200: reply("The stream as changed", hostStreamSchema) },
  }),
  call("api.streams.$id", "DELETE", "Streams", "host", "Delete a stream (a live one is a 409)", {
    description: "Refusals carry their words in `message` as well as `error`.",
    responses: { 200: reply("Deleted", messageReplySchema), 409: "The stream is live", 502: PROVIDER_FAILED },
  }),
  call("api.streams.$id.reset-key", "POST", "Streams", "host", "Issue a new stream key (the old one stops working)", {
    responses: {
      200: reply("The stream with its new key", hostStreamSchema),
      409: "The provider cannot reset this stream's key",
      502: PROVIDER_FAILED,
    },
  }),
  call("api.streams.$id.test-stream", "POST", "Streams", "host", "Send a test pattern into the stream's ingest", {
    responses: {
      200: reply("The test stream runs (or already ran)", testStreamStartedSchema),
      409: "This server's video provider sends no test streams, an encoder is broadcasting, or the stream has no key",
    },
  }),
  call("api.streams.$id.test-stream", "DELETE", "Streams", "host", "Stop the test stream", {
    responses: { 200: reply("Stopped, or none was running", testStreamStoppedSchema) },
  }),
  call("api.streams.$id.recordings", "GET", "Replays and recordings", "host", "List a stream's recordings, newest first", {
    responses: { 200: reply("The stream's recordings, newest first", recordingSummaryListSchema) },
  }),
  call("api.streams.$streamId.room", "PATCH", "Streams", "host", "Let viewers in from the waiting room, or send them back", {
    body: openSwitchSchema,
    responses: { 200: reply("The waiting room's switch as now set", waitingRoomStateSchema) },
  }),
  call("api.streams.$streamId.passcode", "POST", "Streams", "public", "Enter an event's passcode", {
    body: passcodeEntrySchema,
    responses: {
      200: reply("Passed: the reply's cookie remembers it", passcodePassedSchema),
      403: "Wrong passcode, or the viewer was removed",
      429: "Too many tries: wait for Retry-After's seconds",
    },
  }),
  call("api.streams.watch.$streamId._index", "GET", "Streams", "audience", "The watch page's state for a stream", {
    responses: { 200: reply("The watch response", watchResponseSchema), 403: REMOVED_VIEWER },
  }),
  call("api.streams.watch.$streamId.$uniqueId", "GET", "Streams", "public", "The watch page's state for a personal link", {
    description: "An unknown link is a 404 whose `details.registerPath` leads to the stream's registration.",
    responses: { 200: reply("The watch response; the reply's cookie remembers the link", watchResponseSchema), 403: REMOVED_VIEWER },
  }),
  call("api.config.mux", "GET", "Streams", "host", "Whether Mux is configured", {
    responses: { 200: reply("Whether Mux is configured", muxConfigSchema) },
  }),
];
