import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import * as styles from "~/components/audience/audience.css";
import { ImportSteps } from "~/components/audience/contacts-import/import-steps";
import { MappingStep } from "~/components/audience/contacts-import/mapping-step";
import { ReportStep } from "~/components/audience/contacts-import/report-step";
import { UploadStep } from "~/components/audience/contacts-import/upload-step";
import * as buttonStyles from "~/components/ui/button.css";
import { listEvents } from "~/models/event.server";
import { requireUser } from "~/services/account/auth.server";
import { importAction } from "./import-actions.server";
import { pageMeta } from "~/utils/page-meta";

export const meta: MetaFunction = () => pageMeta("Import contacts");

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const events = await listEvents({ hostId: user.id });
  const eventId = new URL(request.url).searchParams.get("eventId") ?? "";
  return json({
    events: events.filter((event) => event.status !== "draft").map((event) => ({ id: event.id, title: event.title })),
    eventId,
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  return importAction({ hostId: user.id, request });
}

/** /audience/import: invite the contacts of a CSV file to an event, in three plain form steps. */
export default function ImportContactsPage() {
  const { events, eventId } = useLoaderData<typeof loader>();
  const step = useActionData<typeof action>();
  const titleOf = (id: string) => events.find((event) => String(event.id) === id)?.title ?? "your event";

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>Import contacts</h1>
          <p className={styles.subtitle}>Invite the people in a CSV file to one of your events.</p>
        </div>
        <div className={styles.actions}>
          <Link to="/audience" className={buttonStyles.button.secondary}>
            Back to Audience
          </Link>
        </div>
      </header>
      <ImportSteps current={step?.step === "map" ? 2 : step?.step === "report" ? 3 : 1} />
      {step?.step === "map" ? (
        <MappingStep key={step.csv.length + step.fileName} {...step} eventTitle={titleOf(step.eventId)} />
      ) : step?.step === "report" ? (
        <ReportStep eventId={step.eventId} eventTitle={step.eventTitle} fileName={step.fileName} report={step.report} />
      ) : (
        <UploadStep events={events} eventId={step?.eventId ?? eventId} error={step?.step === "upload" ? step.error : null} />
      )}
    </div>
  );
}
