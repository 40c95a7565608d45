// A steady timer for drawing the composed picture. A page's own timers and requestAnimationFrame
// slow down or stop while its tab is in the background (the host looking at the screen they
// share); a worker's timers do not, so the worker ticks and the page draws on each tick.

const WORKER_SOURCE = "let t;onmessage=(e)=>{clearInterval(t);if(e.data>0)t=setInterval(()=>postMessage(0),e.data)};";

/** Calls `tick` every `intervalMs` from a worker, or from setInterval where no worker can start. Returns the stop. */
export function startTicker(intervalMs: number, tick: () => void): () => void {
  let interval: ReturnType<typeof setInterval> | null = null;
  let worker: Worker | null = null;
  let stopped = false;
  const fallBack = () => {
    worker?.terminate();
    worker = null;
    if (!stopped && interval === null) interval = setInterval(tick, intervalMs);
  };
  try {
    const url = URL.createObjectURL(new Blob([WORKER_SOURCE], { type: "text/javascript" }));
    worker = new Worker(url);
    worker.onmessage = () => tick();
    // A Content-Security-Policy without blob: workers refuses it here.
    worker.onerror = fallBack;
    worker.postMessage(intervalMs);
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  } catch {
    fallBack();
  }
  return () => {
    stopped = true;
    worker?.terminate();
    worker = null;
    if (interval !== null) clearInterval(interval);
  };
}
