import { useNavigation, useRevalidator } from "@remix-run/react";
import { useCallback, useEffect, useRef } from "react";

/**
 * Reloads the page's data for a push, but never in the middle of a navigation: a revalidation then
 * interrupts the loaders of a form's redirect after they have taken the one-time toast cookie, and
 * the host never sees the toast. A push that arrives meanwhile reloads once the navigation ends.
 */
export function useRevalidateWhenIdle() {
  const { revalidate, state } = useRevalidator();
  const idle = useNavigation().state === "idle" && state === "idle";
  const idleNow = useRef(idle);
  const waiting = useRef(false);
  useEffect(() => {
    idleNow.current = idle;
    if (idle && waiting.current) {
      waiting.current = false;
      revalidate();
    }
  }, [idle, revalidate]);
  return useCallback(() => {
    if (idleNow.current) revalidate();
    else waiting.current = true;
  }, [revalidate]);
}
