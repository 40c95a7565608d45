import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { deleteEvent, getEvent, updateEvent } from "~/models/event.server";
import { eventPatchSchema, eventUpdateSchema, parseEventId } from "~/schemas/event";
import { requireApiUser } from "~/services/auth.server";
import { jsonError, methodNotAllowed, parseJsonBody } from "~/utils/http.server";

const notFound = () => jsonError(404, "Event not found");

/** GET /api/events/{id}: the host's event; 404 for any other id. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const eventId = parseEventId(params.id);
  const event = eventId === null ? null : await getEvent({ hostId: user.id, eventId });
  return event ? json(event) : notFound();
}

/** DELETE removes the event; PATCH changes some fields; PUT replaces them all. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (!["DELETE", "PATCH", "PUT"].includes(request.method)) return methodNotAllowed(["GET", "PATCH", "PUT", "DELETE"]);
  const user = await requireApiUser(request);
  const eventId = parseEventId(params.id);
  if (eventId === null) return notFound();

  if (request.method === "DELETE") {
    return (await deleteEvent({ hostId: user.id, eventId })) ? json({ message: "Event Deleted" }) : notFound();
  }
  const current = await getEvent({ hostId: user.id, eventId });
  if (!current) return notFound();
  const schema = request.method === "PUT" ? eventUpdateSchema(current) : eventPatchSchema(current);
  const input = await parseJsonBody(request, schema);
  const event = await updateEvent({ hostId: user.id, eventId, input });
  return event ? json(event) : notFound();
}
