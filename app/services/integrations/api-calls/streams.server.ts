import { messageReplySchema } from "~/contracts/api-shapes";
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
import { apiArea, created, ok, reply, type ApiCall } from "./define.server";

/** The video provider (Mux) failed or refused: its words in `error`. */
const PROVIDER_FAILED = "The video provider failed or refused";
/** A viewer the host removed opens nothing of the room. */
const REMOVED_VIEWER = "The viewer was removed from this stream";

const { host, audience, anyone } = apiArea("Streams");

/** The JSON calls of the API reference's "Streams" area. */
export const streamsCalls: ApiCall[] = [
  host("GET", "api.streams._index", "List your streams, newest first", {
    responses: ok("Your streams, with their stream keys", hostStreamListSchema),
  }),
  host("POST", "api.streams._index", "Create a live stream", {
    body: streamCreateSchema,
    responses: { ...created("the stream, with its stream key", hostStreamSchema), 404: "eventId is not one of your events", 502: PROVIDER_FAILED },
  }),
  host("GET", "api.streams.$id", "Get one of your streams with its stream key", { responses: ok("The stream", hostStreamSchema) }),
  host("PATCH", "api.streams.$id", "Change a stream's title, live flag or status", {
    body: streamPatchSchema,
    responses: ok("The stream as changed", hostStreamSchema),
  }),
  host("DELETE", "api.streams.$id", "Delete a stream (a live one is a 409)", {
    description: "Refusals carry their words in `message` as well as `error`.",
    responses: { 200: reply("Deleted", messageReplySchema), 409: "The stream is live", 502: PROVIDER_FAILED },
  }),
  host("POST", "api.streams.$id.reset-key", "Issue a new stream key (the old one stops working)", {
    responses: {
      200: reply("The stream with its new key", hostStreamSchema),
      409: "The provider cannot reset this stream's key",
      502: PROVIDER_FAILED,
    },
  }),
  host("POST", "api.streams.$id.test-stream", "Send a test pattern into the stream's ingest", {
    responses: {
      200: reply("The test stream runs (or already ran)", testStreamStartedSchema),
      409: "This server's video provider sends no test streams, an encoder is broadcasting, or the stream has no key",
    },
  }),
  host("DELETE", "api.streams.$id.test-stream", "Stop the test stream", { responses: ok("Stopped, or none was running", testStreamStoppedSchema) }),
  host("PATCH", "api.streams.$streamId.room", "Let viewers in from the waiting room, or send them back", {
    body: openSwitchSchema,
    responses: ok("The waiting room's switch as now set", waitingRoomStateSchema),
  }),
  anyone("POST", "api.streams.$streamId.passcode", "Enter an event's passcode", {
    body: passcodeEntrySchema,
    responses: {
      200: reply("Passed: the reply's cookie remembers it", passcodePassedSchema),
      403: "Wrong passcode, or the viewer was removed",
      429: "Too many tries: wait for Retry-After's seconds",
    },
  }),
  audience("GET", "api.streams.watch.$streamId._index", "The watch page's state for a stream", {
    responses: { 200: reply("The watch response", watchResponseSchema), 403: REMOVED_VIEWER },
  }),
  anyone("GET", "api.streams.watch.$streamId.$uniqueId", "The watch page's state for a personal link", {
    description: "An unknown link is a 404 whose `details.registerPath` leads to the stream's registration.",
    responses: { 200: reply("The watch response; the reply's cookie remembers the link", watchResponseSchema), 403: REMOVED_VIEWER },
  }),
  host("GET", "api.config.mux", "Whether Mux is configured", { responses: ok("Whether Mux is configured", muxConfigSchema) }),
];
