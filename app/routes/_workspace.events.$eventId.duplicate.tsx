import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { DUPLICATE_FAILED, eventMenuAction } from "~/routes/shared.events/event-actions.server";
import { duplicateEvent } from "~/models/event.server";
import { requireUser } from "~/services/account/auth.server";

/** Duplicating changes data, so it needs a POST; a visit by address goes back to the events. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return redirect("/events");
}

/** POST: a draft copy of the host's event; back to the events page it came from, with a toast. */
export const action = (args: ActionFunctionArgs) =>
  eventMenuAction(args, {
    run: duplicateEvent,
    failure: "duplicating an event failed",
    failed: DUPLICATE_FAILED,
    done: (copy) => ({ title: "Event Duplicated", description: `${copy.title} was saved as a draft.` }),
  });
