// An invitation to an event as the API answers it (POST /api/events/{id}/invitations).
import * as z from "zod";
import { apiShape, rowId } from "./api-shapes";

/** 201: the invitation was stored and its e-mail queued. */
export const invitationSentSchema = apiShape(
  "InvitationSent",
  z.object({
    message: z.string().meta({ examples: ["Invitation sent to ada@example.com"] }),
    invitationId: rowId(7),
  }),
);
export type InvitationSent = z.infer<typeof invitationSentSchema>;
