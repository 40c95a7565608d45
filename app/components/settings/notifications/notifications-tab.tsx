import * as fieldStyles from "~/components/ui/field.css";
import { NOTIFICATION_PREFS, type NotificationPrefName } from "~/schemas/host-settings";
import { SettingsForm, settingsResultFor } from "../shared/settings-form";
import * as styles from "../shared/settings-form.css";

export function NotificationsTab({ data, actionData, saved }: { data: Record<NotificationPrefName, boolean>; actionData: unknown; saved: boolean }) {
  const reply = settingsResultFor("notifications", actionData);
  return (
    <SettingsForm
      intent="notifications"
      id="notifications-form"
      saved={saved}
      savedText="Your notification preferences have been saved."
      actionData={reply}
    >
      <fieldset className={styles.checkList}>
        <legend className={styles.legend}>Choose which e-mails ShowUp sends you.</legend>
        {NOTIFICATION_PREFS.map((pref) => (
          <label key={pref.name} className={fieldStyles.checkboxRow}>
            <input type="checkbox" name={pref.name} className={fieldStyles.checkbox} defaultChecked={data[pref.name]} />
            <span>
              <strong>{pref.label}</strong>
              <br />
              <span className={styles.hint}>{pref.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
    </SettingsForm>
  );
}
