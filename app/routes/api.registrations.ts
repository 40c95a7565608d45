import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { listRegistrations } from "~/models/registration.server";
import { parseEventId, withoutNul } from "~/schemas/event";
import { requireApiUser } from "~/services/auth.server";
import { methodNotAllowed } from "~/utils/http.server";

/** GET /api/registrations?eventId=&search=: the signed-in host's registrations, newest first. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const url = new URL(request.url);
  const eventParam = url.searchParams.get("eventId");
  const eventId = eventParam ? parseEventId(eventParam) : undefined;
  if (eventId === null) return json([]);
  const search = withoutNul(url.searchParams.get("search") ?? "").slice(0, 200) || undefined;
  const registrations = await listRegistrations({ hostId: user.id, eventId, search });
  return json(
    registrations.map(({ lifetimeValueCents, phone: _phone, ...item }) => ({ ...item, lifetimeValue: lifetimeValueCents / 100 })),
  );
}

export const action = () => methodNotAllowed(["GET"]);
