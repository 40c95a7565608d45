import * as fieldStyles from "~/components/ui/field.css";
import { FieldErrors } from "~/components/ui/field";
import { EVENT_GROUPS } from "../../../contracts/integrations-data";
import * as styles from "./event-choices.css";

/** The events an endpoint receives, as checkboxes in their groups, each with what it means. */
export function EventChoices({ idPrefix, selected, errors }: { idPrefix: string; selected: ReadonlySet<string>; errors?: string[] }) {
  const errorId = `${idPrefix}-events-error`;
  return (
    <fieldset className={styles.choices} aria-describedby={errors?.length ? errorId : undefined}>
      <legend className={fieldStyles.label}>Events to send</legend>
      <FieldErrors id={errorId} errors={errors} />
      <div className={styles.groups}>
        {EVENT_GROUPS.map((group) => (
          <fieldset key={group.title} className={styles.group}>
            <legend className={styles.groupTitle}>{group.title}</legend>
            {group.events.map((event) => (
              <label key={event.type} className={styles.choice}>
                <input className={styles.checkbox} type="checkbox" name="events" value={event.type} defaultChecked={selected.has(event.type)} />
                <span className={styles.choiceText}>
                  <span className={styles.type}>{event.type}</span>
                  <span className={styles.description}>{event.text}</span>
                </span>
              </label>
            ))}
          </fieldset>
        ))}
      </div>
    </fieldset>
  );
}
