// The watch response (spec section 3): what /api/streams/watch/{streamId}, a personal link and a
// registrant's event link answer. Viewer pages import its type only (contracts/watch-data.ts): zod
// stays out of their bundles.
import * as z from "zod";
import { apiShape, isoTime } from "./api-shapes";
import { viewerSchema } from "./viewers";

export const watchResponseSchema = apiShape(
  "WatchResponse",
  z.object({
    isLive: z.boolean().meta({ description: "Live as this asker sees it: a test stream is live for the host and their team only." }),
    streamId: z.string().nullable().meta({ description: "null for an event link whose event has no stream yet." }),
    viewer: viewerSchema.nullable().meta({ description: "The viewer this link or cookie names; null for a visitor." }),
    redirectToUniqueUrl: z
      .string()
      .nullable()
      .meta({
        description: "The viewer's personal link (a path) to go to, when they came without it.",
        examples: ["/watch/s3f9c2a7d1e04b8a6c5d2e1f0a9b8c7d6/q8ZkT1vX3mN0pR5sW7yB2dF4hJ6lA9cE"],
      }),
    requiresRegistration: z.boolean(),
    requiresPasscode: z.boolean().meta({ description: "The event's passcode must be entered first (POST /api/streams/{streamId}/passcode)." }),
    requiresEmailConfirmation: z
      .boolean()
      .meta({ description: "The event admits confirmed e-mail addresses only, and this viewer's is not yet: the e-mailed link confirms it." }),
    playbackId: z.string().nullable().meta({ description: "Only for someone allowed to watch, and only while live." }),
    playbackUrl: z.string().nullable().meta({ description: "The HLS address to play; as playbackId." }),
    status: z.string().meta({
      description: "The stream's status word (idle, active, disabled), or not-set-up for an event without a stream yet.",
      examples: ["idle"],
    }),
    title: z.string().nullable(),
    eventTitle: z.string().nullable(),
    scheduledAt: isoTime().nullable(),
    hostName: z.string().nullable(),
  }),
);
export type WatchResponse = z.infer<typeof watchResponseSchema>;
