import * as z from "zod";
import { apiShapes, reachableComponents, schemaComponents } from "~/contracts/api-shapes";
import { LIVE_EVENT_PAYLOADS } from "~/contracts/live-event-shapes";
import { LIVE_EVENT_TYPES, type LiveEventType } from "~/contracts/live-events";
import { WS_CLIENT_MESSAGES, WS_SERVER_MESSAGES } from "~/contracts/live-socket";
import { OVERLAY_CONFIG_SCHEMAS } from "~/schemas/overlay";
import { lastByKey } from "~/utils/lazy";

// The AsyncAPI 3 document of the live channels (/api/asyncapi.json): the SSE stream and the /ws
// socket, each event with its payload schema converted from the very zod shapes the server
// publishes with (app/contracts/live-events.ts), never written by hand.

type JsonSchema = Record<string, unknown>;

/** What each live event is, for the document: one line each. */
const EVENT_SUMMARIES: Record<LiveEventType, string> = {
  chat_message: "A new chat message.",
  message_updated: "A chat message changed (pinned, approved, removed for its writer…).",
  chat_moderation: "The host pinned, unpinned or removed a message.",
  chat_deletion: "A message was deleted.",
  viewer_kick: "A viewer was removed from the stream (their connection ends).",
  viewer_shadowban: "A viewer was shadowbanned.",
  registration_cancelled: "To one viewer: they gave up their seat (their connection ends).",
  chat_state: "The host opened or closed the chat.",
  room_state: "The host let viewers in from the waiting room, or sent them back.",
  chat_settings: "The chat's settings after the host changed them.",
  viewer_state: "To one viewer: their moderation state (a timeout, its end, an undo).",
  overlay: "An overlay started, changed or stopped.",
  landing_page: "The landing page settings changed.",
  stream_status: "The stream went live or offline (also the first event of the SSE stream).",
  viewer_count: "How many viewers are watching (also sent on connect).",
  heart: "Hearts sent since the last one.",
  stream_health: "Host only: the ingest's figures while the stream broadcasts.",
  offers: "The event's revealed offers, all of them (also sent on connect).",
  offer_purchase: "Social proof: someone bought an offer (first name and city).",
  sale: "Host only: a completed purchase.",
  handouts: "The event's handouts after the host added or removed one.",
  question: "One question's new state as viewers see it.",
  host_question: "Host only: one question's new state with who asked it.",
  poll: "A launched poll as viewers see it.",
  poll_results: "Host only: a poll with its full tallies.",
  team_member_removed: "Host side only: a member left the host's team (their connections end).",
};

const pascal = (name: string) => name.replace(/(^|_)(\w)/g, (_match, _sep: string, letter: string) => letter.toUpperCase());

/** Every payload shape as draft-07 JSON Schema components, converted together (shared shapes are $refs). */
function payloadComponents() {
  const registry = z.registry<{ id: string }>();
  for (const [name, schema] of apiShapes()) registry.add(schema, { id: name });
  // An overlay's config travels as JSON text whose content schema names these shapes.
  for (const [name, schema] of Object.entries(OVERLAY_CONFIG_SCHEMAS)) if (!registry.has(schema)) registry.add(schema, { id: name });
  const add = (schema: z.ZodType, fallback: string) => {
    const known = registry.get(schema)?.id;
    if (known) return known;
    registry.add(schema, { id: fallback });
    return fallback;
  };
  const eventNames = Object.fromEntries(LIVE_EVENT_TYPES.map((type) => [type, add(LIVE_EVENT_PAYLOADS[type], `${pascal(type)}Data`)]));
  const clientNames = Object.fromEntries(Object.entries(WS_CLIENT_MESSAGES).map(([type, schema]) => [type, add(schema, `Ws${pascal(type)}`)]));
  const serverNames = Object.fromEntries(Object.entries(WS_SERVER_MESSAGES).map(([type, schema]) => [type, add(schema, `Ws${pascal(type)}`)]));
  const schemas = schemaComponents(registry, "draft-7");
  return { schemas, eventNames, clientNames, serverNames };
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

export function buildAsyncApiDocument({ origin }: { origin: string }) {
  const url = new URL(origin);
  const secure = url.protocol === "https:";
  const { schemas, eventNames, clientNames, serverNames } = payloadComponents();

  const messages: Record<string, JsonSchema> = {};
  const sseMessages: Record<string, { $ref: string }> = {};
  const socketEventMessages: Record<string, { $ref: string }> = {};
  for (const type of LIVE_EVENT_TYPES) {
    const name = eventNames[type] ?? "";
    messages[type] = {
      name: type,
      title: type,
      summary: EVENT_SUMMARIES[type],
      contentType: "application/json",
      payload: ref(name),
    };
    messages[`socket_${type}`] = {
      name: type,
      title: `${type} on /ws`,
      summary: EVENT_SUMMARIES[type],
      contentType: "application/json",
      payload: {
        type: "object",
        properties: { type: { const: type }, data: ref(name), id: { type: "integer", description: "The event's id (absent on the join snapshot)." } },
        required: ["type", "data"],
      },
    };
    sseMessages[type] = { $ref: `#/components/messages/${type}` };
    socketEventMessages[`socket_${type}`] = { $ref: `#/components/messages/socket_${type}` };
  }
  const socketClient: Record<string, { $ref: string }> = {};
  for (const [type, name] of Object.entries(clientNames)) {
    messages[`client_${type}`] = { name: type, title: `${type} (client)`, contentType: "application/json", payload: ref(name) };
    socketClient[`client_${type}`] = { $ref: `#/components/messages/client_${type}` };
  }
  const socketServer: Record<string, { $ref: string }> = {};
  for (const [type, name] of Object.entries(serverNames)) {
    messages[`server_${type}`] = { name: type, title: `${type} (server)`, contentType: "application/json", payload: ref(name) };
    socketServer[`server_${type}`] = { $ref: `#/components/messages/server_${type}` };
  }

  const streamId = { description: "The stream's public id (as in its watch URL)." };
  return {
    asyncapi: "3.1.0",
    info: {
      title: "ShowUp live channels",
      version: "1",
      description:
        "What a stream pushes while it runs, to the host (session cookie or `Authorization: Bearer <API key>`), a registered viewer (viewer cookie or `?token=`) or anyone when the event is open. " +
        "Two ways to follow it, carrying the same events: Server-Sent Events at `GET /api/streams/{streamId}/events` (each event's name is the SSE `event:`, its data the JSON below, `id:` for `Last-Event-ID` on reconnect), " +
        "and the WebSocket `/ws?streamId=` (join first; then each event as `{ type, data, id }`). The JSON calls are in /api/openapi.json.",
    },
    defaultContentType: "application/json",
    servers: {
      http: { host: url.host, protocol: secure ? "https" : "http", description: "Server-Sent Events." },
      socket: { host: url.host, protocol: secure ? "wss" : "ws", description: "The WebSocket." },
    },
    channels: {
      liveEvents: {
        address: "/api/streams/{streamId}/events",
        title: "The stream's live events (Server-Sent Events)",
        servers: [{ $ref: "#/servers/http" }],
        parameters: { streamId },
        messages: sseMessages,
      },
      socket: {
        address: "/ws",
        title: "The stream's live events and presence (WebSocket, `?streamId=`)",
        servers: [{ $ref: "#/servers/socket" }],
        messages: { ...socketClient, ...socketServer, ...socketEventMessages },
      },
    },
    operations: {
      followLiveEvents: {
        action: "receive",
        channel: { $ref: "#/channels/liveEvents" },
        summary: "Follow a stream's live events over SSE",
        messages: Object.keys(sseMessages).map((type) => ({ $ref: `#/channels/liveEvents/messages/${type}` })),
      },
      sendOnSocket: {
        action: "send",
        channel: { $ref: "#/channels/socket" },
        summary: "Join as streamer or viewer, answer pings",
        messages: Object.keys(socketClient).map((key) => ({ $ref: `#/channels/socket/messages/${key}` })),
      },
      receiveOnSocket: {
        action: "receive",
        channel: { $ref: "#/channels/socket" },
        summary: "The socket's greeting, join answer, pongs and errors, then the stream's live events",
        messages: [...Object.keys(socketServer), ...Object.keys(socketEventMessages)].map((key) => ({ $ref: `#/channels/socket/messages/${key}` })),
      },
    },
    components: { schemas: reachableComponents(schemas, messages), messages },
  };
}

/** The document, built once per process and origin: it depends on the code alone. */
export const asyncApiDocument = lastByKey((origin: string) => buildAsyncApiDocument({ origin }));
