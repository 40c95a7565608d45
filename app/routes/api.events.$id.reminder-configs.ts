import { json } from "@remix-run/node";
import { listReminderConfigs, saveReminderConfig } from "~/models/reminder.server";
import { reminderConfigInputSchema } from "~/schemas/event";
import { eventNamed, hostOnly } from "~/services/account/team-access.server";
import { apiRoute, HttpError, parseJsonBody } from "~/utils/http.server";
import { parseEventId } from "~/utils/route-ids";
import { signedIn } from "~/routes/shared.account/signed-in.server";

const notFound = () => new HttpError(404, "Event not found");

export const { loader, action } = apiRoute({
  /** The event's reminders. */
  GET: signedIn(async ({ params, user }) => {
    const eventId = parseEventId(params.id);
    const configs = eventId === null ? null : await hostOnly(user.id, eventNamed(params.id), () => listReminderConfigs({ hostId: user.id, eventId }));
    if (!configs) throw notFound();
    return json(configs);
  }),
  /** Saves one reminder (one per event, type and timing); 201 when new, 200 when replaced. */
  POST: signedIn(async ({ request, params, user }) => {
    const eventId = parseEventId(params.id);
    if (eventId === null) throw notFound();
    const input = await parseJsonBody(request, reminderConfigInputSchema);
    const saved = await hostOnly(user.id, eventNamed(params.id), () => saveReminderConfig({ hostId: user.id, eventId, input }));
    if (!saved) throw notFound();
    return json(saved.config, { status: saved.created ? 201 : 200 });
  }),
});
