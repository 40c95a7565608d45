/**
 * Calls made in the same turn of the event loop share one batched call: `many` gets their
 * arguments in call order (at most `maxBatch` at once; more make further batches) and answers each
 * with its own result, in the same order. Requests that arrive together (a busy room's chat posts)
 * then cost one query, not one each. A failure of the batch fails each of its calls.
 *
 * With `oneAtATime`, a batch starts only when the one before has answered: calls that arrive
 * meanwhile wait and go together in the next. Background writes (thousands of viewers leaving when
 * a webinar ends) then hold one database connection however fast they come, and the batches grow
 * with the backlog instead of queuing for the pool ahead of the requests people wait on.
 */
export function groupCalls<A, R>(many: (args: A[]) => Promise<R[]>, { maxBatch = 500, oneAtATime = false } = {}): (arg: A) => Promise<R> {
  let waiting: { arg: A; resolve: (result: R) => void; reject: (error: unknown) => void }[] = [];
  let running = false;

  async function answer(calls: typeof waiting) {
    try {
      const results = await many(calls.map((call) => call.arg));
      if (results.length !== calls.length) throw new Error(`a grouped call answered ${results.length} of ${calls.length} calls`);
      calls.forEach((call, i) => call.resolve(results[i] as R));
    } catch (error) {
      for (const call of calls) call.reject(error);
    }
  }

  function flush() {
    if (oneAtATime) {
      if (running || !waiting.length) return;
      running = true;
      void answer(waiting.splice(0, maxBatch)).finally(() => {
        running = false;
        flush();
      });
      return;
    }
    const calls = waiting;
    waiting = [];
    for (let start = 0; start < calls.length; start += maxBatch) void answer(calls.slice(start, start + maxBatch));
  }

  return (arg) =>
    new Promise<R>((resolve, reject) => {
      // Requests read in one pass of the event loop each run their own callback; setImmediate
      // runs after all of them, so their calls meet here. A batch running picks them up when done.
      if (!waiting.length && !running) setImmediate(flush);
      waiting.push({ arg, resolve, reject });
    });
}
