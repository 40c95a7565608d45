import type { ReactNode } from "react";
import { useToast } from "~/components/toaster";
import { button } from "~/components/ui/button.css";
import * as styles from "./dashboard.css";

/** Copies a value with the spec's clipboard toasts, which name it as `what`; rendered only once JavaScript runs. */
export function ToastCopyButton({ value, what, children }: { value: string; what: string; children: ReactNode }) {
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast({ title: "Copied!", description: `${what} copied to clipboard` });
    } catch {
      toast({ title: "Error", description: "Failed to copy to clipboard", variant: "destructive" });
    }
  };
  return (
    <button type="button" className={`${button.secondary} ${styles.action}`} onClick={() => void copy()}>
      {children}
    </button>
  );
}
