import * as z from "zod";
import { rowIdSchema } from "./row-id";
import { requiredLine } from "./text-fields";

// Stream input for POST /api/streams and PATCH /api/streams/{id} (and the host's forms).

export const STREAM_TITLE_MAX = 200;
export const STREAM_STATUSES = ["idle", "active", "disabled"] as const;

export const STREAM_MESSAGES = {
  titleRequired: "Title is required",
  eventId: "Event id must be a positive whole number",
  isLive: "isLive must be true or false",
  status: `Status must be one of ${STREAM_STATUSES.join(", ")}`,
  emptyPatch: "Send at least one of title, isLive or status.",
  notFound: "Stream not found",
  eventNotFound: "Event not found",
} as const;

const title = requiredLine("Title", STREAM_TITLE_MAX, { missing: STREAM_MESSAGES.titleRequired });

/** A positive integer, also written as a string of digits (form fields); empty or null means none. */
const eventId = z.preprocess(
  (value) => (value === "" ? null : typeof value === "string" && /^\d{1,10}$/.test(value.trim()) ? Number(value.trim()) : value),
  rowIdSchema(STREAM_MESSAGES.eventId).nullable().optional(),
);

export const streamCreateSchema = z.object({ title, eventId });
export type StreamCreateInput = z.output<typeof streamCreateSchema>;

export const streamPatchSchema = z
  .object({
    title: title.optional(),
    isLive: z.boolean({ error: STREAM_MESSAGES.isLive }).optional(),
    status: z.enum(STREAM_STATUSES, { error: STREAM_MESSAGES.status }).optional(),
  })
  .refine((patch) => patch.title !== undefined || patch.isLive !== undefined || patch.status !== undefined, { message: STREAM_MESSAGES.emptyPatch });
export type StreamPatchInput = z.output<typeof streamPatchSchema>;

/** A public stream id from a URL, or null when it cannot be one (answered with 404 without a query). */
export function parseStreamId(value: string | undefined | null): string | null {
  return value && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : null;
}
