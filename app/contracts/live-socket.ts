// The `/ws` socket's own messages (besides the live events it carries as { type, data, id }):
// what a client sends and what the server answers, as the AsyncAPI document describes them.
import * as z from "zod";

const timestamp = z.number().meta({ description: "Milliseconds since 1970, echoed back in the pong." });

/** What a client sends. */
export const WS_CLIENT_MESSAGES = {
  join: z.object({
    type: z.literal("join"),
    role: z.enum(["streamer", "viewer"]).meta({
      description: "streamer: the stream's host or team (session or API key); viewer: a registered viewer (cookie or the connection's `?token=`).",
    }),
    streamId: z.string().optional().meta({ description: "The connection's own stream, when given." }),
  }),
  ping: z.object({ type: z.literal("ping"), timestamp: timestamp.optional() }),
  pong: z.object({ type: z.literal("pong"), timestamp: timestamp.optional() }),
};

/** What the server sends besides the live events. */
export const WS_SERVER_MESSAGES = {
  connection_established: z.object({ type: z.literal("connection_established") }),
  joined: z.object({ type: z.literal("joined"), streamId: z.string(), role: z.enum(["streamer", "viewer"]) }),
  ping: z.object({ type: z.literal("ping"), timestamp }).meta({ description: "Every 25 s: a client that leaves two unanswered is dropped." }),
  pong: z.object({ type: z.literal("pong"), timestamp }),
  error: z.object({ type: z.literal("error"), message: z.string().meta({ examples: ["Already joined."] }) }),
};

export type WsServerMessage = { [K in keyof typeof WS_SERVER_MESSAGES]: z.infer<(typeof WS_SERVER_MESSAGES)[K]> }[keyof typeof WS_SERVER_MESSAGES];
