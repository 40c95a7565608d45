import { json } from "@remix-run/node";
import { createEvent, listEvents } from "~/models/event.server";
import { eventApiListQuerySchema, eventInputSchema } from "~/schemas/event";
import { DEFAULT_PAGE_LIMIT } from "~/schemas/pagination";
import { apiRoute, parseJsonBody, parseQuery } from "~/utils/http.server";
import { nextPageHeaders, pageInMemory, pageRequest } from "~/utils/pagination.server";
import { signedIn } from "~/routes/shared.account/signed-in.server";

export const { loader, action } = apiRoute({
  /** `?search=&status=&from=&to=&limit=&cursor=`: the signed-in host's events, latest start first. */
  GET: signedIn(async ({ request, user }) => {
    const { limit, cursor, ...filters } = parseQuery(request, eventApiListQuerySchema);
    const page = pageRequest({ limit, cursor }, { defaultLimit: DEFAULT_PAGE_LIMIT });
    // The status is worked out from the clock, not stored, so the page is cut after filtering.
    const events = await listEvents({ hostId: user.id, ...filters });
    const { items, next } = pageInMemory(events, page, (event) => ({ at: event.scheduledAt, id: event.id }), "desc");
    return json(items, { headers: nextPageHeaders(new URL(request.url), next) });
  }),
  /** Creates an event; 201 with the full event. */
  POST: signedIn(async ({ request, user }) => {
    const input = await parseJsonBody(request, eventInputSchema);
    return json(await createEvent({ hostId: user.id, input }), { status: 201 });
  }),
});
