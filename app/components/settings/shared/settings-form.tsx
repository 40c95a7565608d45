import { Form, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { FormAlert } from "~/components/ui/field";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { useActionToast } from "~/components/toaster";
import type { SettingsIntent } from "~/schemas/host-settings";
import { formErrorsOf, resultFor, typedValue, type FormResult } from "~/utils/form-result";
import * as styles from "./settings-form.css";

/** The answer for this tab's form, or for a post the page did not know (shown by whichever tab is open). */
export const settingsResultFor = (intent: SettingsIntent, actionData: unknown) =>
  resultFor(actionData, (value): value is SettingsIntent | null => value === intent || value === null);

/** A settings tab's form: posts to /settings, works without JavaScript (redirect back with a notice). */
export function SettingsForm({
  intent,
  id,
  saved,
  savedText,
  actionData,
  multipart,
  children,
  onSubmit,
}: {
  intent: SettingsIntent;
  id: string;
  saved: boolean;
  savedText: string;
  actionData: FormResult<SettingsIntent> | null;
  multipart?: boolean;
  children: ReactNode;
  onSubmit?: (event: React.FormEvent<HTMLFormElement>) => void;
}) {
  const navigation = useNavigation();
  useActionToast(actionData?.toast);
  const submitting = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const formErrors = formErrorsOf(actionData);
  return (
    <Form
      method="post"
      action={`/settings?tab=${intent}`}
      encType={multipart ? "multipart/form-data" : undefined}
      className={styles.form}
      id={id}
      noValidate
      preventScrollReset
      onSubmit={onSubmit}
    >
      <input type="hidden" name="intent" value={intent} />
      {saved && !actionData ? <Notice tone="success">{savedText}</Notice> : null}
      <FormAlert id={`${id}-errors`} errors={formErrors} />
      {children}
      <div className={styles.actions}>
        <Button type="submit" disabled={submitting}>
          {submitting ? "Saving…" : "Save changes"}
        </Button>
      </div>
    </Form>
  );
}

/** What the host typed in the last refused post, else the saved value. */
export function valueOf(data: FormResult | null, name: string, saved: string) {
  return data?.result.initialValue ? (typedValue(data, name) ?? "") : saved;
}
