import { Form, useNavigation } from "@remix-run/react";
import { Card } from "~/components/ui/card";
import * as buttonStyles from "~/components/ui/button.css";
import { fileInput } from "~/components/ui/field.css";
import { Field, FormAlert, SelectField } from "~/components/ui/field";
import { CONTACTS_MAX_ROWS } from "~/contracts/contacts-import";
import * as styles from "./contacts-import.css";
import { EventOptions } from "~/components/audience/event-options";

/** Step 1: the event to invite to and the CSV file. */
export function UploadStep({ events, eventId, error }: { events: { id: number; title: string }[]; eventId: string; error: string | null }) {
  const navigation = useNavigation();
  const reading = navigation.state === "submitting";
  return (
    <Card
      titleId="import-file-title"
      title="Choose a file"
      description={
        <>
          A CSV file with a header row and one contact per row (an e-mail address, and their names if you have them). Up to 1 MB and{" "}
          {CONTACTS_MAX_ROWS.toLocaleString("en-US")} contacts; commas or semicolons; saved as UTF-8.
        </>
      }
    >
      <Form method="post" encType="multipart/form-data" className={styles.form} aria-describedby={error ? "import-error" : undefined}>
        <input type="hidden" name="intent" value="preview" />
        <div className={styles.uploadRow}>
          <SelectField
            label="Invite them to"
            selectProps={{ id: "import-event", name: "eventId", defaultValue: eventId, disabled: events.length === 0 }}
          >
            <EventOptions events={events} />
          </SelectField>
          <Field label="CSV file" inputProps={{ id: "import-file", name: "file", type: "file", accept: ".csv,text/csv", className: fileInput }} />
        </div>
        <FormAlert id="import-error" errors={error ? [error] : undefined} />
        <div className={styles.buttons}>
          <button type="submit" className={buttonStyles.button.primary} disabled={reading || events.length === 0}>
            {reading ? "Reading..." : "Continue"}
          </button>
        </div>
      </Form>
    </Card>
  );
}
