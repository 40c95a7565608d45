import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import type { ShownToast } from "./toast-message";
import { useNewAnswer } from "./use-new-answer";
import type { ToastMessage } from "~/utils/form-result";

const ToastContext = createContext<((toast: ToastMessage) => void) | null>(null);

export function useToast() {
  const show = useContext(ToastContext);
  if (!show) throw new Error("useToast must be used within a ToastProvider");
  return show;
}

const loadViewport = () => import("./toast-viewport");
const ToastViewport = lazy(loadViewport);
const INTERACTIONS = ["pointerdown", "keydown"] as const;

/**
 * Toasts for JavaScript users; every message they carry is also rendered inline by the page. The
 * radix viewport is its own chunk, fetched by the first toast or the visitor's first tap or key
 * (which is what usually leads to one), so no page's first load pays for it.
 */
export function ToastProvider({ initial, children }: { initial: ToastMessage | null; children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const [wanted, setWanted] = useState(false);
  const nextKey = useRef(0);
  const show = useCallback((toast: ToastMessage) => {
    nextKey.current += 1;
    setWanted(true);
    setToasts((current) => [...current.slice(-2), { ...toast, key: nextKey.current }]);
  }, []);
  const dismiss = useCallback((key: number) => setToasts((current) => current.filter((t) => t.key !== key)), []);

  useNewAnswer(initial, show);

  useEffect(() => {
    const preload = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, preload, true);
      void loadViewport().catch(() => undefined);
    };
    for (const type of INTERACTIONS) window.addEventListener(type, preload, { capture: true, passive: true });
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, preload, true);
    };
  }, []);

  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      {wanted ? (
        <Suspense fallback={null}>
          <ToastViewport toasts={toasts} onDismiss={dismiss} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}

/** Shows a toast whenever an action answers with a new one. */
export function useActionToast(toast: ToastMessage | null | undefined) {
  useNewAnswer(toast, useToast());
}
