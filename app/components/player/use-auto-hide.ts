import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { PLAYER } from "./constants";

/** Keyboard focus (not a mouse click's leftover focus) inside `element`. */
function hasKeyboardFocusWithin(element: HTMLElement): boolean {
  try {
    return element.querySelector(":focus-visible") !== null;
  } catch {
    return element.contains(document.activeElement);
  }
}

/**
 * Controls that hide after `controlsHideMs` without pointer movement, touch or keys while the
 * video plays. They stay while paused, while the mouse is over them and while keyboard focus is
 * inside them. `reveal` shows them and restarts the countdown.
 */
export function useAutoHide(controlsRef: RefObject<HTMLElement>, playing: boolean) {
  const [visible, setVisible] = useState(true);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const hovering = useRef(false);

  const schedule = useCallback(() => {
    clearTimeout(timer.current);
    if (!playing) return;
    timer.current = setTimeout(function hideIfIdle() {
      const controls = controlsRef.current;
      if (hovering.current || (controls && hasKeyboardFocusWithin(controls))) {
        timer.current = setTimeout(hideIfIdle, PLAYER.controlsHideMs);
        return;
      }
      setVisible(false);
    }, PLAYER.controlsHideMs);
  }, [playing, controlsRef]);

  const reveal = useCallback(() => {
    setVisible(true);
    schedule();
  }, [schedule]);

  useEffect(() => {
    if (!playing) setVisible(true);
    schedule();
    return () => clearTimeout(timer.current);
  }, [playing, schedule]);

  const setHovering = useCallback((value: boolean) => {
    hovering.current = value;
  }, []);

  return { visible, reveal, setHovering };
}
