import type { ToastMessage } from "~/utils/form-result";

/**
 * A toast written into the page for a visitor without JavaScript, who never sees toasts. Inside
 * <noscript>, so with JavaScript only the toast itself shows.
 */
export function NoScriptToast({ toast, className }: { toast: ToastMessage; className: string }) {
  return (
    <noscript>
      <p className={className} role="status">
        <strong>{toast.title}</strong>
        {toast.description ? `: ${toast.description}` : null}
      </p>
    </noscript>
  );
}
