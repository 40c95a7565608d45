/**
 * Calls made in the same turn of the event loop share one batched call: `many` gets their
 * arguments in call order (at most `maxBatch` at once; more make further batches) and answers each
 * with its own result, in the same order. Requests that arrive together (a busy room's chat posts)
 * then cost one query, not one each. A failure of the batch fails each of its calls.
 */
export function groupCalls<A, R>(many: (args: A[]) => Promise<R[]>, { maxBatch = 500 } = {}): (arg: A) => Promise<R> {
  let waiting: { arg: A; resolve: (result: R) => void; reject: (error: unknown) => void }[] = [];

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
    const calls = waiting;
    waiting = [];
    for (let start = 0; start < calls.length; start += maxBatch) void answer(calls.slice(start, start + maxBatch));
  }

  return (arg) =>
    new Promise<R>((resolve, reject) => {
      // Requests read in one pass of the event loop each run their own callback; setImmediate
      // runs after all of them, so their calls meet here.
      if (!waiting.length) setImmediate(flush);
      waiting.push({ arg, resolve, reject });
    });
}
