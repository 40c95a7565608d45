import { json, type ActionFunctionArgs } from "@remix-run/node";
import { getEvent, updateEvent } from "~/models/event.server";
import { eventPatchSchema, eventUpdateSchema } from "~/schemas/event";
import { requireApiUser } from "~/services/account/auth.server";
import { hostOnly } from "~/services/account/team-access.server";
import { deleteEventWithFiles } from "~/services/room/handouts.server";
import { apiRoute, HttpError, parseJsonBody } from "~/utils/http.server";
import { parseEventId } from "~/utils/route-ids";

const notFound = () => new HttpError(404, "Event not found");

/** The host's own event: a member of its host's team gets 403 (host only), anyone else 404. */
async function asHost(args: ActionFunctionArgs, work: (ids: { hostId: number; eventId: number }) => Promise<Response>) {
  const user = await requireApiUser(args.request);
  const eventId = parseEventId(args.params.id);
  if (eventId === null) throw notFound();
  return hostOnly(user.id, { kind: "event", eventId }, () => work({ hostId: user.id, eventId }));
}

/** PATCH changes some fields; PUT replaces them all. */
function update(args: ActionFunctionArgs, schemaOf: typeof eventPatchSchema | typeof eventUpdateSchema) {
  return asHost(args, async (ids) => {
    const current = await getEvent(ids);
    if (!current) throw notFound();
    const input = await parseJsonBody(args.request, schemaOf(current));
    const event = await updateEvent({ ...ids, input });
    if (!event) throw notFound();
    return json(event);
  });
}

export const { loader, action } = apiRoute({
  /** The host's event; 404 for any other id. */
  GET: (args) =>
    asHost(args, async (ids) => {
      const event = await getEvent(ids);
      if (!event) throw notFound();
      return json(event);
    }),
  PATCH: (args) => update(args, eventPatchSchema),
  PUT: (args) => update(args, eventUpdateSchema),
  DELETE: (args) =>
    asHost(args, async (ids) => {
      if (!(await deleteEventWithFiles(ids))) throw notFound();
      return json({ message: "Event Deleted" });
    }),
});
