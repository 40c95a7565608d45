import { json } from "@remix-run/node";
import { listRegistrations } from "~/models/registration.server";
import { parseEventId } from "~/schemas/event";
import { requireApiUser } from "~/services/auth.server";
import { apiRoute } from "~/utils/http.server";

export const { loader, action } = apiRoute({
  /** `?eventId=&search=`: the signed-in host's registrations, newest first. */
  GET: async ({ request }) => {
    const user = await requireApiUser(request);
    const url = new URL(request.url);
    const eventParam = url.searchParams.get("eventId");
    const eventId = eventParam ? parseEventId(eventParam) : undefined;
    if (eventId === null) return json([]);
    const search = (url.searchParams.get("search") ?? "").slice(0, 200) || undefined;
    const registrations = await listRegistrations({ hostId: user.id, eventId, search });
    return json(
      registrations.map(({ lifetimeValueCents, phone: _phone, purchases: _purchases, eventTimezone: _eventTimezone, ...item }) => ({
        ...item,
        lifetimeValue: lifetimeValueCents / 100,
      })),
    );
  },
});
