import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import * as styles from "~/components/events/events-page.css";
import { deleteConfirmText } from "~/components/events/event-menu";
import { button } from "~/components/ui/button.css";
import { DELETE_FAILED, eventMenuAction, eventsReturnPath, requireHostEvent } from "~/routes/shared.events/event-actions.server";
import { requireUser } from "~/services/account/auth.server";
import { deleteEventWithFiles } from "~/services/room/handouts.server";
import { pageMeta } from "~/utils/page-meta";

export const meta: MetaFunction = () => pageMeta("Delete event");

/** Without JavaScript there is no confirm(): this page asks instead. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const event = await requireHostEvent(user.id, params.eventId);
  const returnTo = eventsReturnPath(new URL(request.url).searchParams.get("redirectTo"));
  return json({ event: { id: event.id, title: event.title }, returnTo });
}

/** POST: deletes the host's event; another host's event is a 404. */
export const action = (args: ActionFunctionArgs) =>
  eventMenuAction(args, {
    run: deleteEventWithFiles,
    failure: "deleting an event failed",
    failed: DELETE_FAILED,
    done: () => ({ title: "Event Deleted" }),
  });

export default function DeleteEventPage() {
  const { event, returnTo } = useLoaderData<typeof loader>();
  const deleting = useNavigation().state === "submitting";
  return (
    <div className={styles.pageNarrow}>
      <section className={styles.panelNarrow} aria-labelledby="delete-title">
        <h1 id="delete-title" className={styles.title}>
          Delete event
        </h1>
        <p className={styles.subtitle}>{deleteConfirmText(event.title)}</p>
        <Form method="post" className={styles.confirmActions}>
          <input type="hidden" name="redirectTo" value={returnTo} />
          <button type="submit" className={button.danger} disabled={deleting}>
            {deleting ? "Deleting..." : "Delete event"}
          </button>
          <Link to={returnTo} className={button.secondary}>
            Cancel
          </Link>
        </Form>
      </section>
    </div>
  );
}
