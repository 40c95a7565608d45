import * as ToastPrimitive from "@radix-ui/react-toast";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import * as styles from "./toaster.css";

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}

interface ShownToast extends ToastMessage {
  key: number;
}

const ToastContext = createContext<((toast: ToastMessage) => void) | null>(null);

export function useToast() {
  const show = useContext(ToastContext);
  if (!show) throw new Error("useToast must be used within a ToastProvider");
  return show;
}

/** Toasts for JavaScript users; every message they carry is also rendered inline by the page. */
export function ToastProvider({ initial, children }: { initial: ToastMessage | null; children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const nextKey = useRef(0);
  const show = useCallback((toast: ToastMessage) => {
    nextKey.current += 1;
    setToasts((current) => [...current.slice(-2), { ...toast, key: nextKey.current }]);
  }, []);

  useEffect(() => {
    if (initial) show(initial);
  }, [initial, show]);

  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      <ToastPrimitive.Provider swipeDirection="right" duration={5000}>
        {children}
        {toasts.map((toast) => (
          <ToastPrimitive.Root
            key={toast.key}
            className={styles.toast[toast.variant ?? "default"]}
            onOpenChange={(open) => {
              if (!open) setToasts((current) => current.filter((t) => t.key !== toast.key));
            }}
          >
            <ToastPrimitive.Title className={styles.title}>{toast.title}</ToastPrimitive.Title>
            {toast.description ? (
              <ToastPrimitive.Description className={styles.description}>{toast.description}</ToastPrimitive.Description>
            ) : null}
            <ToastPrimitive.Close className={styles.close} aria-label="Dismiss">
              ×
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        ))}
        <ToastPrimitive.Viewport className={styles.viewport} />
      </ToastPrimitive.Provider>
    </ToastContext.Provider>
  );
}

/** Shows a toast whenever an action answers with a new one. */
export function useActionToast(toast: ToastMessage | null | undefined) {
  const show = useToast();
  useEffect(() => {
    if (toast) show(toast);
  }, [toast, show]);
}
