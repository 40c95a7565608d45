import { Form, Link, useFetcher, useNavigation } from "@remix-run/react";
import { useActionToast } from "~/components/toaster";
import { button } from "~/components/ui/button.css";
import { FormAlert } from "~/components/ui/field";
import { formErrorOf, type FormResult } from "~/utils/form-result";
import type { CreatedEventView, ReminderSetting } from "../../contracts/created-event-data";
import * as styles from "./created-event.css";
import { EventIcon } from "./event-icons";
import { formatDuration, formatEventDateTime } from "./format";

interface CreatedEventProps {
  view: CreatedEventView;
  /** In the dialog: the reminders save through a fetcher and "Create Another Event" resets the form. */
  inline: boolean;
  onCreateAnother?: () => void;
  /** Shown on the page after the reminders were saved without JavaScript. */
  saved?: boolean;
  saveError?: string | null;
}

/** The success view after creating an event: where to go next and the reminder schedule. */
export function CreatedEvent({ view, inline, onCreateAnother, saved, saveError }: CreatedEventProps) {
  const { event, reminders } = view;
  const base = `/events/${event.id}`;
  const cards = [
    { title: "Landing Page", text: "Customize the page attendees register on.", to: `${base}/landing`, label: "Edit Page", icon: "page" },
    {
      title: "Stream Setup",
      text: "Connect your streaming software before you go live.",
      to: `${base}#stream-setup`,
      label: "Stream Settings",
      icon: "video",
    },
    { title: "Email Campaign", text: "Reminders go out to everyone who registers.", to: `${base}#reminders`, label: "Email Settings", icon: "mail" },
    { title: "Analytics", text: "Follow registrations, attendance and sales.", to: "/analytics", label: "View Analytics", icon: "chart" },
  ] as const;
  return (
    <div className={styles.wrapper}>
      <div className={styles.hero} role="status">
        <span className={styles.check} aria-hidden="true">
          ✓
        </span>
        <div>
          <p className={styles.heroText}>
            <strong>{event.title}</strong> has been scheduled successfully.
          </p>
          <p className={styles.heroMeta}>
            {formatEventDateTime(event)} · {formatDuration(event.durationMinutes)}
          </p>
        </div>
      </div>

      <ul className={styles.cards} aria-label="Set up your event">
        {cards.map((card) => (
          <li key={card.title} className={styles.card}>
            <span className={styles.cardIcon}>
              <EventIcon name={card.icon} size={20} />
            </span>
            <h3 className={styles.cardTitle}>{card.title}</h3>
            <p className={styles.cardText}>{card.text}</p>
            <Link to={card.to} className={`${button.secondary} ${styles.cardAction}`}>
              {card.label}
            </Link>
          </li>
        ))}
      </ul>

      <NotificationSettings eventId={event.id} reminders={reminders} inline={inline} saved={saved} saveError={saveError} />

      <section className={styles.section} aria-labelledby={`next-steps-${event.id}`}>
        <h3 id={`next-steps-${event.id}`} className={styles.sectionTitle}>
          Next Steps
        </h3>
        <ol className={styles.steps}>
          <li>Customize your landing page and share its link to collect registrations.</li>
          <li>Open Stream Settings and connect your streaming software (OBS, Streamlabs or similar).</li>
          <li>Check the reminder schedule so registrants show up on time.</li>
          <li>Go live from the event dashboard at {formatEventDateTime(event)}.</li>
        </ol>
      </section>

      <div className={styles.actions}>
        {onCreateAnother ? (
          <button type="button" className={button.secondary} onClick={onCreateAnother}>
            Create Another Event
          </button>
        ) : (
          <Link to="/events/new" className={button.secondary}>
            Create Another Event
          </Link>
        )}
        <Link to={base} className={button.primary}>
          Go to Event Dashboard
        </Link>
      </div>
    </div>
  );
}

function NotificationSettings({
  eventId,
  reminders,
  inline,
  saved,
  saveError,
}: {
  eventId: number;
  reminders: ReminderSetting[];
  inline: boolean;
  saved?: boolean;
  saveError?: string | null;
}) {
  const fetcher = useFetcher<FormResult<"reminders">>();
  const navigation = useNavigation();
  useActionToast(fetcher.data?.toast);
  const FormTag = inline ? fetcher.Form : Form;
  const saving = inline ? fetcher.state !== "idle" : navigation.state === "submitting" && navigation.formData?.get("intent") === "reminders";
  const timings = reminders.filter((r) => r.type === "email");
  const enabled = (type: string, timing: string) => reminders.find((r) => r.type === type && r.timing === timing)?.enabled ?? true;
  const error = inline ? formErrorOf(fetcher.data) : saveError;
  return (
    <section className={styles.section} aria-labelledby={`notifications-${eventId}`}>
      <h3 id={`notifications-${eventId}`} className={styles.sectionTitle}>
        Notification Settings
      </h3>
      <p className={styles.sectionText}>
        Reminders go to everyone who registers. SMS reminders reach registrants who give a phone number; reminders after the start go only to those
        who have not joined.
      </p>
      <FormTag method="post" action={`/events/new?created=${eventId}`} className={styles.reminderForm}>
        <input type="hidden" name="intent" value="reminders" />
        <input type="hidden" name="eventId" value={eventId} />
        {inline ? <input type="hidden" name="respond" value="dialog" /> : null}
        <FormAlert id={`reminders-error-${eventId}`} errors={error ? [error] : undefined} />
        {saved && !inline ? (
          <p className={styles.savedNote} role="status">
            Notification Settings Saved: all reminder configurations have been saved successfully.
          </p>
        ) : null}
        <table className={styles.reminderTable}>
          <thead>
            <tr>
              <th scope="col">Reminder</th>
              <th scope="col">Email</th>
              <th scope="col">SMS</th>
            </tr>
          </thead>
          <tbody>
            {timings.map(({ timing, label }) => (
              <tr key={timing}>
                <th scope="row">{label}</th>
                {(["email", "sms"] as const).map((type) => (
                  <td key={type}>
                    <input
                      type="checkbox"
                      name={`${type}:${timing}`}
                      value="true"
                      defaultChecked={enabled(type, timing)}
                      aria-label={`${type === "email" ? "Email" : "SMS"} ${label}`}
                      className={styles.checkbox}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <div>
          <button type="submit" className={button.secondary} disabled={saving}>
            {saving ? "Saving..." : "Save Notification Settings"}
          </button>
        </div>
      </FormTag>
    </section>
  );
}
