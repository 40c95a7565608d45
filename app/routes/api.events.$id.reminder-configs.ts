import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { listReminderConfigs, saveReminderConfig } from "~/models/reminder.server";
import { parseEventId, reminderConfigInputSchema } from "~/schemas/event";
import { requireApiUser } from "~/services/auth.server";
import { jsonError, methodNotAllowed, parseJsonBody } from "~/utils/http.server";

const notFound = () => jsonError(404, "Event not found");

/** GET: the event's reminders. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const eventId = parseEventId(params.id);
  const configs = eventId === null ? null : await listReminderConfigs({ hostId: user.id, eventId });
  return configs ? json(configs) : notFound();
}

/** POST: saves one reminder (one per event, type and timing); 201 when new, 200 when replaced. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const user = await requireApiUser(request);
  const eventId = parseEventId(params.id);
  if (eventId === null) return notFound();
  const input = await parseJsonBody(request, reminderConfigInputSchema);
  const saved = await saveReminderConfig({ hostId: user.id, eventId, input });
  if (!saved) return notFound();
  return json(saved.config, { status: saved.created ? 201 : 200 });
}
