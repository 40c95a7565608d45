import { json } from "@remix-run/node";
import type { RegistrationEntry } from "~/contracts/registrations";
import { listRegistrations, toRegistrationEntry } from "~/models/registration.server";
import { DEFAULT_PAGE_LIMIT } from "~/schemas/pagination";
import { registrationListQuerySchema } from "~/schemas/registration";
import { apiRoute, parseQuery } from "~/utils/http.server";
import { nextPageHeaders, pageRequest, takePage } from "~/utils/pagination.server";
import { parseEventId } from "~/utils/route-ids";
import { signedIn } from "~/routes/shared.account/signed-in.server";

export const { loader, action } = apiRoute({
  /** `?eventId=&search=&since=&limit=&cursor=`: the signed-in host's registrations, newest first. */
  GET: signedIn(async ({ request, user }) => {
    const { eventId: eventParam, search, since, limit, cursor } = parseQuery(request, registrationListQuerySchema);
    const page = pageRequest({ limit, cursor }, { defaultLimit: DEFAULT_PAGE_LIMIT });
    const eventId = eventParam ? parseEventId(eventParam) : undefined;
    if (eventId === null) return json<RegistrationEntry[]>([]);
    const rows = await listRegistrations({
      hostId: user.id,
      eventId,
      search,
      since,
      after: page.after,
      limit: page.limit === undefined ? undefined : page.limit + 1,
    });
    const { items, next } = takePage(rows, page.limit, (row) => ({ at: row.registeredAt, id: row.id }));
    return json<RegistrationEntry[]>(items.map(toRegistrationEntry), { headers: nextPageHeaders(new URL(request.url), next) });
  }),
});
