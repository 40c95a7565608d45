import { createFollowUp, deleteFollowUp, getFollowUp, listFollowUps, updateFollowUp, type FollowUp } from "~/models/follow-up.server";
import { FOLLOW_UP_MESSAGES, followUpInputSchema, followUpPatchSchema } from "~/schemas/follow-up";
import { HttpError, rowIdOr404, validationError } from "~/utils/http.server";

// The host's follow-up e-mails of an event, for the JSON calls and the dashboard's forms alike:
// scoped to the host (another host's event or follow-up is a 404), bad input a 400 in words.

const eventNotFound = () => new HttpError(404, "Event not found");
const followUpNotFound = () => new HttpError(404, FOLLOW_UP_MESSAGES.notFound);

export async function listFollowUpsForHost({ hostId, eventId }: { hostId: number; eventId: number | null }): Promise<FollowUp[]> {
  const followUps = eventId === null ? null : await listFollowUps({ hostId, eventId });
  if (!followUps) throw eventNotFound();
  return followUps;
}

export async function createFollowUpForHost({ hostId, eventId, body }: { hostId: number; eventId: number | null; body: unknown }) {
  if (eventId === null) throw eventNotFound();
  const parsed = followUpInputSchema.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  const created = await createFollowUp({ hostId, eventId, input: parsed.data });
  if (!created) throw eventNotFound();
  return created;
}

export async function getFollowUpForHost({ hostId, followUpId }: { hostId: number; followUpId: string | undefined }) {
  const followUp = await getFollowUp({ hostId, followUpId: rowIdOr404(followUpId, FOLLOW_UP_MESSAGES.notFound) });
  if (!followUp) throw followUpNotFound();
  return followUp;
}

/** One that already went out is a 409: its words are what registrants got. */
export async function patchFollowUpForHost({ hostId, followUpId, body }: { hostId: number; followUpId: string | undefined; body: unknown }) {
  const id = rowIdOr404(followUpId, FOLLOW_UP_MESSAGES.notFound);
  const parsed = followUpPatchSchema.safeParse(body);
  if (!parsed.success) {
    // Another host's follow-up is a 404 whatever the body says.
    if (!(await getFollowUp({ hostId, followUpId: id }))) throw followUpNotFound();
    throw validationError(parsed.error);
  }
  const updated = await updateFollowUp({ hostId, followUpId: id, patch: parsed.data });
  if (!updated) throw followUpNotFound();
  if (updated === "sent") throw new HttpError(409, FOLLOW_UP_MESSAGES.alreadySent);
  return updated;
}

export async function deleteFollowUpForHost({ hostId, followUpId }: { hostId: number; followUpId: string | undefined }) {
  if (!(await deleteFollowUp({ hostId, followUpId: rowIdOr404(followUpId, FOLLOW_UP_MESSAGES.notFound) }))) throw followUpNotFound();
}
