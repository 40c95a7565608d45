import { Form, Link, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { Card } from "~/components/ui/card";
import * as buttonStyles from "~/components/ui/button.css";
import { FormAlert, SelectField } from "~/components/ui/field";
import { CONTACT_FIELD_LABELS, CONTACT_FIELDS, type ContactColumns, type ContactField } from "~/contracts/contacts-import";
import * as styles from "./contacts-import.css";

export interface MappingStepProps {
  eventId: string;
  eventTitle: string;
  csv: string;
  fileName: string;
  header: string[];
  preview: string[][];
  rowCount: number;
  columns: ContactColumns;
  error: string | null;
}

const columnName = (header: string[], index: number) => header[index]?.trim() || `Column ${index + 1}`;

/** Step 2: which column holds each field (guessed from the header), with the file's first rows to check against. */
export function MappingStep({ eventId, eventTitle, csv, fileName, header, preview, rowCount, columns, error }: MappingStepProps) {
  const navigation = useNavigation();
  const importing = navigation.state === "submitting";
  const [chosen, setChosen] = useState(columns);
  const width = Math.max(header.length, ...preview.map((row) => row.length));
  const positions = Array.from({ length: width }, (_, index) => index);
  const fieldOf = (index: number) => CONTACT_FIELDS.find((field) => chosen[field] === index);
  const choose = (field: ContactField, value: string) => setChosen((current) => ({ ...current, [field]: value === "" ? null : Number(value) }));

  return (
    <Card
      titleId="import-map-title"
      title="Match the columns"
      description={
        <>
          {fileName ? `${fileName}: ` : ""}
          {rowCount.toLocaleString("en-US")} contact{rowCount === 1 ? "" : "s"} to invite to {eventTitle}. Check which column holds each field.
        </>
      }
    >
      <Form method="post" encType="multipart/form-data" className={styles.form}>
        <input type="hidden" name="intent" value="import" />
        <input type="hidden" name="eventId" value={eventId} />
        <input type="hidden" name="fileName" value={fileName} />
        <input type="hidden" name="csv" value={csv} />
        <div className={styles.fieldsRow}>
          {CONTACT_FIELDS.map((field) => (
            <SelectField
              key={field}
              label={`${CONTACT_FIELD_LABELS[field]}${field === "email" ? " (required)" : ""}`}
              selectProps={{
                id: `import-column-${field}`,
                name: field,
                value: chosen[field] ?? "",
                onChange: (event) => choose(field, event.target.value),
              }}
            >
              <option value="">{field === "email" ? "Choose a column" : "Not in the file"}</option>
              {positions.map((index) => (
                <option key={index} value={index}>
                  {columnName(header, index)}
                </option>
              ))}
            </SelectField>
          ))}
        </div>
        <FormAlert id="import-map-error" errors={error ? [error] : undefined} />
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className={styles.caption}>
              The first {preview.length} row{preview.length === 1 ? "" : "s"}
            </caption>
            <thead>
              <tr>
                {positions.map((index) => {
                  const field = fieldOf(index);
                  return (
                    <th key={index} scope="col" className={styles.th}>
                      {columnName(header, index)}
                      {field ? <span className={styles.mapped}>{CONTACT_FIELD_LABELS[field]}</span> : null}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {preview.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {positions.map((index) => (
                    <td key={index} className={styles.td} title={row[index] ?? ""}>
                      {row[index] ?? ""}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className={styles.hint}>
          Bad lines are left out and listed by number so you can fix them; duplicates are skipped and listed. The rest is imported at once, or not at
          all if something fails.
        </p>
        <div className={styles.buttons}>
          <button type="submit" className={buttonStyles.button.primary} disabled={importing}>
            {importing ? "Importing..." : `Import and invite ${rowCount.toLocaleString("en-US")}`}
          </button>
          <Link to={`/audience/import?eventId=${eventId}`} className={buttonStyles.button.secondary}>
            Choose another file
          </Link>
        </div>
      </Form>
    </Card>
  );
}
