// Follow-up e-mails as the host's calls answer them, as zod shapes: the OpenAPI document describes
// the replies with them and their types are the ones the server builds. Server only at run time:
// pages import these types alone (`import type`, through follow-ups.ts), never zod.
import * as z from "zod";
import { apiShape, isoTime, rowId } from "./api-shapes";
import { FOLLOW_UP_AUDIENCES } from "./follow-ups";

/** A follow-up e-mail as the host and the API see it. */
export const followUpSchema = apiShape(
  "FollowUp",
  z.object({
    id: rowId(12),
    eventId: rowId(42),
    audience: z.enum(FOLLOW_UP_AUDIENCES).meta({ description: "attended: those who watched it live; missed: registrants who did not." }),
    delayMinutes: z
      .number()
      .int()
      .meta({ description: "Minutes after the event ended.", examples: [60] }),
    subject: z.string().meta({ examples: ["Thanks for joining {title}: here is the replay"] }),
    message: z.string().meta({ description: "May hold {title}, {firstName}, {startTime}, {replay_link} and {replay_until}." }),
    enabled: z.boolean(),
    skipBuyers: z.boolean().meta({ description: "Registrants who bought one of the event's offers do not get it." }),
    dispatchedAt: isoTime()
      .nullable()
      .meta({ description: "When its messages were queued (or it was given up on: the replay expired first); null while it waits." }),
    createdAt: isoTime(),
    updatedAt: isoTime(),
  }),
);
export type FollowUp = z.infer<typeof followUpSchema>;

/** An event's follow-ups, soonest first. */
export const followUpListSchema = apiShape("FollowUpList", z.array(followUpSchema));
