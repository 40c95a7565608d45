import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { EventForm } from "~/components/events/event-form";
import { eventFormValuesOf } from "~/schemas/event-form";
import * as styles from "~/components/events/events-page.css";
import { useActionToast } from "~/components/toaster";
import { requireHostEvent, updateEventFromForm } from "~/routes/shared.events/event-actions.server";
import { requireUser } from "~/services/account/auth.server";
import { readEventPost } from "~/services/hosting/event-covers.server";
import { pageMeta } from "~/utils/page-meta";

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(`Edit ${data?.event.title ?? "event"}`);

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const event = await requireHostEvent(user.id, params.eventId);
  return json({
    event: {
      id: event.id,
      title: event.title,
      scheduledAt: event.scheduledAt,
      timezone: event.timezone,
      storedStatus: event.storedStatus,
      coverImageUrl: event.coverImageUrl,
    },
    values: eventFormValuesOf(event),
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const event = await requireHostEvent(user.id, params.eventId);
  const { formData, cover } = await readEventPost(request);
  return updateEventFromForm({ hostId: user.id, event, formData, cover });
}

export default function EditEventPage() {
  const { event, values } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  useActionToast(actionData?.toast);
  const formAction = `/events/${event.id}/edit`;
  const submitting = navigation.state === "submitting" && navigation.formAction === formAction;

  return (
    <div className={styles.pageNarrow}>
      <header className={styles.header}>
        <div>
          <Link to={`/events/${event.id}`} className={styles.backLink}>
            <span aria-hidden="true">←</span> Back to the event
          </Link>
          <h1 className={styles.title}>Edit Event</h1>
          <p className={styles.subtitle}>{event.title}</p>
        </div>
      </header>
      <section className={styles.panelNarrow} aria-label="Event details">
        <EventForm
          key={event.id}
          id="edit-event"
          mode="edit"
          action={formAction}
          defaultValue={values}
          lastResult={actionData?.result}
          current={{ scheduledAt: event.scheduledAt, timezone: event.timezone }}
          cover={event.coverImageUrl}
          allowStatus={event.storedStatus === "draft" || event.storedStatus === "scheduled"}
          submitting={submitting}
          cancelHref="/events"
        />
      </section>
    </div>
  );
}
