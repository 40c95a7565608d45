import { Form, useNavigation } from "@remix-run/react";
import * as panelStyles from "~/components/audience/audience.css";
import * as buttonStyles from "~/components/ui/button.css";
import { FormAlert } from "~/components/ui/field";
import * as fieldStyles from "~/components/ui/field.css";
import { CONTACTS_MAX_ROWS } from "~/contracts/contacts-import";
import * as styles from "./contacts-import.css";

/** Step 1: the event to invite to and the CSV file. */
export function UploadStep({ events, eventId, error }: { events: { id: number; title: string }[]; eventId: string; error: string | null }) {
  const navigation = useNavigation();
  const reading = navigation.state === "submitting";
  return (
    <section className={panelStyles.panel} aria-labelledby="import-file-title">
      <div>
        <h2 id="import-file-title" className={panelStyles.panelTitle}>
          Choose a file
        </h2>
        <p className={panelStyles.panelText}>
          A CSV file with a header row and one contact per row (an e-mail address, and their names if you have them). Up to 1 MB and{" "}
          {CONTACTS_MAX_ROWS.toLocaleString("en-US")} contacts; commas or semicolons; saved as UTF-8.
        </p>
      </div>
      <Form method="post" encType="multipart/form-data" className={styles.form} aria-describedby={error ? "import-error" : undefined}>
        <input type="hidden" name="intent" value="preview" />
        <div className={styles.uploadRow}>
          <div className={fieldStyles.field}>
            <label className={fieldStyles.label} htmlFor="import-event">
              Invite them to
            </label>
            <select id="import-event" name="eventId" defaultValue={eventId} className={fieldStyles.input} disabled={events.length === 0}>
              <option value="">{events.length ? "Select an event" : "Create an event first"}</option>
              {events.map((event) => (
                <option key={event.id} value={event.id}>
                  {event.title}
                </option>
              ))}
            </select>
          </div>
          <div className={fieldStyles.field}>
            <label className={fieldStyles.label} htmlFor="import-file">
              CSV file
            </label>
            <input id="import-file" name="file" type="file" accept=".csv,text/csv" className={`${fieldStyles.input} ${styles.fileInput}`} />
          </div>
        </div>
        <FormAlert id="import-error" errors={error ? [error] : undefined} />
        <div className={styles.buttons}>
          <button type="submit" className={buttonStyles.button.primary} disabled={reading || events.length === 0}>
            {reading ? "Reading..." : "Continue"}
          </button>
        </div>
      </Form>
    </section>
  );
}
