import { useCallback, useEffect, useRef, useState } from "react";
import { PLAYER } from "./constants";
import { appendCapped } from "./policy";

export interface FloatingHeart {
  id: number;
  /** Position in pixels from the player's top-left corner. */
  x: number;
  y: number;
  /** Sideways drift of the float, in pixels. */
  drift: number;
}

/** Hearts on screen: each lives `heartLifetimeMs`, at most `maxHearts` at once. */
export function useHearts() {
  const [hearts, setHearts] = useState<FloatingHeart[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach(clearTimeout);
      pending.clear();
    };
  }, []);

  const addHeart = useCallback((x: number, y: number) => {
    const id = nextId.current++;
    const drift = Math.round((Math.random() - 0.5) * 60);
    setHearts((list) => appendCapped(list, { id, x, y, drift }, PLAYER.maxHearts));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setHearts((list) => list.filter((heart) => heart.id !== id));
    }, PLAYER.heartLifetimeMs);
    timers.current.add(timer);
  }, []);

  return { hearts, addHeart };
}
