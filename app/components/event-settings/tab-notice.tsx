import { AlertText } from "~/components/ui/alert-text";
import { useRootData } from "~/components/use-root-data";
import { isChatNotice } from "./constants";
import * as panel from "./tab-panel.css";
import * as styles from "./tab-notice.css";

/**
 * After a tab's form posted without JavaScript: its notice at the top of the tabs (the chat shows
 * its own). Gone once JavaScript runs, which shows toasts instead.
 */
export function TabNotice({ hydrated }: { hydrated: boolean }) {
  const toast = useRootData()?.toast;
  if (!toast || hydrated || isChatNotice(toast)) return null;
  return (
    <p className={toast.variant === "destructive" ? styles.notice.error : styles.notice.success} role="status">
      <strong>{toast.title}</strong>
      {toast.description ? `: ${toast.description}` : null}
    </p>
  );
}

/** A tab's form refused (without JavaScript, or a form with no inline place for it): its message. */
export function TabAlert({ message }: { message: string | null }) {
  return <AlertText className={panel.alert} message={message} />;
}
