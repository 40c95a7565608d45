import * as ToastPrimitive from "@radix-ui/react-toast";
import type { ShownToast } from "./toast-message";
import * as styles from "./toaster.css";

/** The toasts on screen (radix Toast: swipe, pause on hover, F8 to reach them); its own chunk, see toaster.tsx. */
export default function ToastViewport({ toasts, onDismiss }: { toasts: ShownToast[]; onDismiss: (key: number) => void }) {
  return (
    <ToastPrimitive.Provider swipeDirection="right" duration={5000}>
      {toasts.map((toast) => (
        <ToastPrimitive.Root
          key={toast.key}
          className={styles.toast[toast.variant ?? "default"]}
          onOpenChange={(open) => {
            if (!open) onDismiss(toast.key);
          }}
        >
          <ToastPrimitive.Title className={styles.title}>{toast.title}</ToastPrimitive.Title>
          {toast.description ? <ToastPrimitive.Description className={styles.description}>{toast.description}</ToastPrimitive.Description> : null}
          <ToastPrimitive.Close className={styles.close} aria-label="Dismiss">
            ×
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className={styles.viewport} />
    </ToastPrimitive.Provider>
  );
}
