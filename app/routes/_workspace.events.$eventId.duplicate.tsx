import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { DUPLICATE_FAILED, eventsReturnPath, parseEventIdOr404 } from "~/routes/shared.events/event-actions.server";
import { duplicateEvent, type EventDetail } from "~/models/event.server";
import { requireUser } from "~/services/account/auth.server";
import { getLogger } from "~/utils/logger.server";
import { readForm, pageNotFound } from "~/utils/http.server";
import { redirectWithToast } from "~/services/account/toast.server";

/** Duplicating changes data, so it needs a POST; a visit by address goes back to the events. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return redirect("/events");
}

/** POST: a draft copy of the host's event; back to the events page it came from, with a toast. */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const eventId = parseEventIdOr404(params.eventId);
  const returnTo = eventsReturnPath((await readForm(request)).get("redirectTo"));
  let copy: EventDetail | null;
  try {
    copy = await duplicateEvent({ hostId: user.id, eventId });
  } catch (error) {
    getLogger().error({ err: error }, "duplicating an event failed");
    return redirectWithToast(returnTo, { title: "Error", description: DUPLICATE_FAILED, variant: "destructive" });
  }
  if (!copy) throw pageNotFound();
  return redirectWithToast(returnTo, { title: "Event Duplicated", description: `${copy.title} was saved as a draft.` });
}
