import { vi } from "vitest";

/**
 * Runs `fn` with the clock moved `ms` ahead, as a cache or a window of the app (in this process)
 * sees it then: only Date is faked (frozen at that moment), timers and I/O run as usual.
 */
export async function withClockAhead<T>(ms: number, fn: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ["Date"] });
  try {
    vi.setSystemTime(Date.now() + ms);
    return await fn();
  } finally {
    vi.useRealTimers();
  }
}
