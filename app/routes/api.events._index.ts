import { json } from "@remix-run/node";
import { createEvent, listEvents } from "~/models/event.server";
import { eventInputSchema, eventListQuerySchema } from "~/schemas/event";
import { requireApiUser } from "~/services/auth.server";
import { apiRoute, parseJsonBody } from "~/utils/http.server";

export const { loader, action } = apiRoute({
  /** `?search=&status=`: the signed-in host's events, latest start first. */
  GET: async ({ request }) => {
    const user = await requireApiUser(request);
    const url = new URL(request.url);
    const query = eventListQuerySchema.parse({
      search: url.searchParams.get("search") ?? undefined,
      status: url.searchParams.get("status") ?? undefined,
    });
    return json(await listEvents({ hostId: user.id, ...query }));
  },
  /** Creates an event; 201 with the full event. */
  POST: async ({ request }) => {
    const user = await requireApiUser(request);
    const input = await parseJsonBody(request, eventInputSchema);
    return json(await createEvent({ hostId: user.id, input }), { status: 201 });
  },
});
