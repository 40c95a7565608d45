import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { FormAlert } from "~/components/ui/field";
import { button } from "~/components/ui/button.css";
import type { ToastMessage } from "~/components/toast-message";
import { useActionToast } from "~/components/toaster";
import * as styles from "./settings-form.css";

/** What the settings action answers when a tab's form is refused. */
export interface SettingsActionData {
  intent?: string;
  result?: SubmissionResult<string[]>;
  toast?: ToastMessage;
  /** A body refused before it reached the page (413 from the server's limit). */
  error?: string;
}

/** The result meant for this tab's form, if the last post was one of its. */
export function resultFor(intent: string, actionData: unknown): SettingsActionData | null {
  const data = actionData as SettingsActionData | undefined;
  if (!data) return null;
  if (data.intent === intent) return data;
  if (typeof data.error === "string" && !data.intent) return data;
  return null;
}

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
  intent: string;
  id: string;
  saved: boolean;
  savedText: string;
  actionData: SettingsActionData | null;
  multipart?: boolean;
  children: ReactNode;
  onSubmit?: (event: React.FormEvent<HTMLFormElement>) => void;
}) {
  const navigation = useNavigation();
  useActionToast(actionData?.toast);
  const submitting = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const formErrors = [...(actionData?.result?.error?.[""] ?? []), ...(actionData?.error ? [actionData.error] : [])];
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
      {saved && !actionData ? (
        <p className={styles.notice} role="status">
          {savedText}
        </p>
      ) : null}
      <FormAlert id={`${id}-errors`} errors={formErrors.length ? formErrors : undefined} />
      {children}
      <div className={styles.actions}>
        <button type="submit" className={button.primary} disabled={submitting}>
          {submitting ? "Saving…" : "Save changes"}
        </button>
      </div>
    </Form>
  );
}

/** Errors of one field from the last refused post. */
export const fieldErrors = (data: SettingsActionData | null, name: string) => data?.result?.error?.[name] ?? undefined;

/** What the host typed in the last refused post, else the saved value. */
export function valueOf(data: SettingsActionData | null, name: string, saved: string) {
  const typed = (data?.result?.initialValue as Record<string, unknown> | undefined)?.[name];
  return data?.result ? (typeof typed === "string" ? typed : "") : saved;
}
