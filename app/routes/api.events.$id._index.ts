import { json, type ActionFunctionArgs } from "@remix-run/node";
import { deleteEvent, getEvent, updateEvent } from "~/models/event.server";
import { eventPatchSchema, eventUpdateSchema, parseEventId } from "~/schemas/event";
import { requireApiUser } from "~/services/auth.server";
import { apiRoute, HttpError, parseJsonBody } from "~/utils/http.server";

const notFound = () => new HttpError(404, "Event not found");

async function hostEventId({ request, params }: ActionFunctionArgs) {
  const user = await requireApiUser(request);
  const eventId = parseEventId(params.id);
  if (eventId === null) throw notFound();
  return { hostId: user.id, eventId };
}

/** PATCH changes some fields; PUT replaces them all. */
async function update(args: ActionFunctionArgs, schemaOf: typeof eventPatchSchema | typeof eventUpdateSchema) {
  const ids = await hostEventId(args);
  const current = await getEvent(ids);
  if (!current) throw notFound();
  const input = await parseJsonBody(args.request, schemaOf(current));
  const event = await updateEvent({ ...ids, input });
  if (!event) throw notFound();
  return json(event);
}

export const { loader, action } = apiRoute({
  /** The host's event; 404 for any other id. */
  GET: async (args) => {
    const event = await getEvent(await hostEventId(args));
    if (!event) throw notFound();
    return json(event);
  },
  PATCH: (args) => update(args, eventPatchSchema),
  PUT: (args) => update(args, eventUpdateSchema),
  DELETE: async (args) => {
    if (!(await deleteEvent(await hostEventId(args)))) throw notFound();
    return json({ message: "Event Deleted" });
  },
});
