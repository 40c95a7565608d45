import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { createEvent, listEvents } from "~/models/event.server";
import { eventInputSchema, eventListQuerySchema } from "~/schemas/event";
import { requireApiUser } from "~/services/auth.server";
import { methodNotAllowed, parseJsonBody } from "~/utils/http.server";

/** GET /api/events?search=&status=: the signed-in host's events, latest start first. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const url = new URL(request.url);
  const query = eventListQuerySchema.parse({
    search: url.searchParams.get("search") ?? undefined,
    status: url.searchParams.get("status") ?? undefined,
  });
  return json(await listEvents({ hostId: user.id, ...query }));
}

/** POST /api/events: creates an event; 201 with the full event. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  const user = await requireApiUser(request);
  const input = await parseJsonBody(request, eventInputSchema);
  return json(await createEvent({ hostId: user.id, input }), { status: 201 });
}
