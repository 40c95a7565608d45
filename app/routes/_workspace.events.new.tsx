import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { CreatedEvent } from "~/components/events/created-event";
import { CreateEventForm } from "~/components/events/event-form";
import * as styles from "~/components/events/events-page.css";
import { useActionToast } from "~/components/toaster";
import { createdEventView, createEventFromForm, saveNotificationSettings } from "~/routes/shared.events/event-actions.server";
import { requireUser } from "~/services/account/auth.server";
import { readEventPost } from "~/services/hosting/event-covers.server";
import { formErrorOf } from "~/utils/form-result";
import { parseEventId } from "~/utils/route-ids";
import { pageMeta } from "~/utils/page-meta";

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.created ? "Event Created" : "Create Event");

/** `?created={id}`: the success view for the host's new event (the no-JavaScript end of the flow). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const params = new URL(request.url).searchParams;
  const createdId = parseEventId(params.get("created"));
  const created = createdId === null ? null : await createdEventView(user.id, createdId);
  return json({ created, saved: Boolean(created) && params.get("saved") === "reminders" });
}

/** The one create action: the dialog (fetcher) and this page post here. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const { formData, cover } = await readEventPost(request);
  if (formData.get("intent") === "reminders") return saveNotificationSettings({ hostId: user.id, formData });
  return createEventFromForm({ hostId: user.id, formData, cover });
}

export default function NewEventPage() {
  const { created, saved } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  useActionToast(actionData?.toast);
  const formResult = actionData?.intent === "create-event" ? actionData.result : undefined;
  const reminderError = actionData?.intent === "reminders" ? formErrorOf(actionData) : null;
  const submitting = navigation.state === "submitting" && navigation.formAction === "/events/new" && !navigation.formData?.get("intent");

  return (
    <div className={styles.pageNarrow}>
      <header className={styles.header}>
        <div>
          <Link to="/events" className={styles.backLink}>
            <span aria-hidden="true">←</span> Back to events
          </Link>
          <h1 className={styles.title}>{created ? "Event Created" : "Create Event"}</h1>
          <p className={styles.subtitle}>{created ? "Finish setting up your event." : "Set up the details and settings of your new event."}</p>
        </div>
      </header>
      <section className={styles.panelNarrow} aria-label={created ? "Your new event" : "Event details"}>
        {created ? (
          <CreatedEvent key={created.event.id} view={created} inline={false} saved={saved} saveError={reminderError} />
        ) : (
          <CreateEventForm id="create-event-page" lastResult={formResult} submitting={submitting} cancelHref="/events" />
        )}
      </section>
    </div>
  );
}
