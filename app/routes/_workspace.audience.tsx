import { parseWithZod } from "@conform-to/zod/v4";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import * as styles from "~/components/audience/audience.css";
import { filterQuery, readAudienceFilters, registrationQuery, summarize } from "~/components/audience/filters";
import { InviteForm } from "~/components/audience/invite-form";
import { inviteFormSchema } from "~/components/audience/invite-schema";
import { AudienceEmpty, AudienceFiltersForm, RegistrationsTable } from "~/components/audience/registrations-table";
import { SummaryCards } from "~/components/audience/summary-cards";
import type { ToastMessage } from "~/utils/form-result";
import { useActionToast } from "~/components/toaster";
import * as buttonStyles from "~/components/ui/button.css";
import { listEvents } from "~/models/event.server";
import { createInvitation } from "~/models/invitation.server";
import { listRegistrations } from "~/models/registration.server";
import { INVALID_EMAIL } from "~/schemas/event";
import { requireUser } from "~/services/account/auth.server";
import { getConfig } from "~/utils/config.server";
import { formResult } from "~/utils/form-result.server";
import { readForm } from "~/utils/http.server";
import { getLogger } from "~/utils/logger.server";
import { formatInZone, timeZoneAbbreviation } from "~/utils/zone-format";
import { pageMeta } from "~/utils/page-meta";

export const meta: MetaFunction = () => pageMeta("Audience");

/** Rows shown on the page; the CSV export has them all. */
export const TABLE_LIMIT = 200;

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const filters = readAudienceFilters(new URL(request.url).searchParams);
  const [events, all] = await Promise.all([listEvents({ hostId: user.id }), listRegistrations({ hostId: user.id })]);
  const filtered =
    filters.q || filters.eventId !== null || filters.type !== "all" ? await listRegistrations(registrationQuery(user.id, filters)) : all;
  return json({
    filters,
    query: filterQuery(filters),
    events: events.map((event) => ({ id: event.id, title: event.title, status: event.status })),
    summary: summarize(all),
    total: filtered.length,
    rows: filtered.slice(0, TABLE_LIMIT).map((item) => ({
      id: item.id,
      name: `${item.firstName} ${item.lastName}`.trim(),
      email: item.email,
      avatar: item.avatar,
      eventTitle: item.eventTitle,
      registeredAt: item.registeredAt,
      registeredLabel: formatInZone(item.registeredAt, item.eventTimezone),
      zone: timeZoneAbbreviation(item.eventTimezone, item.registeredAt),
      jobTitle: item.jobTitle,
      customerType: item.customerType,
    })),
  });
}

const errorToast = (description: string): ToastMessage => ({ title: "Error Sending Invitation", description, variant: "destructive" });

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const submission = parseWithZod(await readForm(request), { schema: inviteFormSchema });
  if (submission.status !== "success") {
    const invalidEmail = submission.error?.email?.includes(INVALID_EMAIL);
    const toast: ToastMessage = invalidEmail
      ? { title: "Invalid Email", description: INVALID_EMAIL, variant: "destructive" }
      : { title: "Missing Information", description: "Please enter an email address and select an event", variant: "destructive" };
    return formResult("invite", submission.reply(), { status: 400, toast }, { sentTo: null });
  }
  const { email, eventId } = submission.value;
  const fail = (status: number, message: string) =>
    formResult("invite", submission.reply({ formErrors: [message] }), { status, toast: errorToast(message) }, { sentTo: null });
  const origin = new URL(getConfig().PUBLIC_URL ?? request.url).origin;
  try {
    const result = await createInvitation({ hostId: user.id, eventId, email, origin });
    if (result.status === "not_found") return fail(404, "Event not found. Choose one of your events.");
    if (result.status === "rate_limited") return fail(429, "Too many invitations sent. Please wait a while and try again.");
    return formResult(
      "invite",
      submission.reply({ resetForm: true }),
      { toast: { title: "Invitation Sent!", description: `Ask ${result.invitation.email} to check their e-mail for the registration link.` } },
      { sentTo: result.invitation.email },
    );
  } catch (error) {
    getLogger().error({ err: error }, "sending an invitation failed");
    return fail(500, "There was an error sending the invitation. Please try again.");
  }
}

export default function AudiencePage() {
  const { filters, query, events, summary, total, rows } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  useActionToast(actionData?.toast);
  const invitable = events.filter((event) => event.status !== "draft");
  const filtered = query !== "";

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>Audience</h1>
          <p className={styles.subtitle}>Everyone who registered for your events.</p>
        </div>
        <div className={styles.actions}>
          <Link to="/analytics" className={buttonStyles.button.secondary}>
            View Analytics
          </Link>
          <Link to="/audience/import" className={buttonStyles.button.secondary}>
            Import contacts
          </Link>
          <a href={`/audience/export.csv${query}`} className={buttonStyles.button.primary} download>
            Export CSV
          </a>
        </div>
      </header>

      <SummaryCards summary={summary} />

      <InviteForm events={invitable} lastResult={actionData?.result} sentTo={actionData?.sentTo ?? null} />

      <section className={styles.panel} aria-labelledby="registrations-title">
        <h2 id="registrations-title" className={styles.panelTitle}>
          Registrations
        </h2>
        <AudienceFiltersForm filters={filters} events={events} />
        {rows.length ? (
          <>
            <p className={styles.count} aria-live="polite">
              {total > rows.length
                ? `Showing the newest ${rows.length} of ${total} registrations. Export CSV for all of them.`
                : `${total} registration${total === 1 ? "" : "s"}${filtered ? " match" + (total === 1 ? "es" : "") + " these filters" : ""}.`}
            </p>
            <RegistrationsTable rows={rows} />
          </>
        ) : (
          <AudienceEmpty
            kind={filtered && summary.totalRegistrations ? "no-matches" : events.length ? "no-registrations" : "no-events"}
            shareEvent={invitable[0] ?? null}
          />
        )}
      </section>
    </div>
  );
}
