import { takeInOrder } from "./take-in-order";

/** A parsed Server-Sent Event. */
export interface ReceivedEvent {
  id: string | null;
  event: string;
  data: unknown;
}

/**
 * Reads a text/event-stream over fetch, as a browser's EventSource would, collecting events;
 * `next` waits for the first event matching a test that arrives after the previous `next`.
 */
export async function openEventStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { Accept: "text/event-stream", ...headers }, signal: controller.signal });
  const events: ReceivedEvent[] = [];
  const waiters = new Set<() => void>();
  const take = takeInOrder(events);
  let ended = false;

  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = "";
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          buffer += value;
          let split;
          while ((split = buffer.indexOf("\n\n")) >= 0) {
            const block = buffer.slice(0, split);
            buffer = buffer.slice(split + 2);
            let id: string | null = null;
            let event = "message";
            const data: string[] = [];
            for (const line of block.split("\n")) {
              if (line.startsWith("id: ")) id = line.slice(4);
              else if (line.startsWith("event: ")) event = line.slice(7);
              else if (line.startsWith("data: ")) data.push(line.slice(6));
            }
            if (data.length) events.push({ id, event, data: JSON.parse(data.join("\n")) });
            for (const wake of waiters) wake();
          }
        }
      } catch {
        // Aborted by close().
      } finally {
        ended = true;
        for (const wake of waiters) wake();
      }
    })();
  }

  async function next(test: (event: ReceivedEvent) => boolean, timeoutMs = 5_000): Promise<ReceivedEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = take(test);
      if (found) return found;
      if (ended) throw new Error(`stream ended; got ${JSON.stringify(events)}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          waiters.delete(wake);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(wake, left);
        waiters.add(wake);
      });
    }
  }

  return {
    response,
    events,
    next,
    isEnded: () => ended,
    close: () => controller.abort(),
  };
}
