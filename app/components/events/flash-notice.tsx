import { NoScriptToast } from "~/components/ui/no-script-toast";
import { useRootData } from "~/components/use-root-data";
import * as styles from "./events-page.css";

/**
 * The toast of the last action (Event Deleted, Event Duplicated, ...) for visitors without
 * JavaScript, who never see toasts. Inside <noscript>, so JavaScript users see it only as a toast.
 */
export function FlashNotice() {
  const toast = useRootData()?.toast;
  if (!toast) return null;
  return <NoScriptToast toast={toast} className={toast.variant === "destructive" ? styles.flashError : styles.flash} />;
}
