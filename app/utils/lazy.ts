/**
 * A value made on its first use and kept for the life of the module: for what reads the
 * configuration, which is only complete once the process has started. `reset()` makes the next use
 * build it anew (a server started again in the same process).
 */
export function lazy<T>(create: () => T): (() => T) & { reset(): void } {
  let held: { value: T } | undefined;
  const get = () => (held ??= { value: create() }).value;
  const made = Object.assign(get, {
    reset() {
      held = undefined;
    },
  });
  everyLazy.add(made);
  return made;
}

const everyLazy = new Set<{ reset(): void }>();

/** Every lazy value is built anew on its next use: a process that runs the app again from a fresh configuration (test files sharing one process). */
export function resetEveryLazyValue() {
  for (const made of everyLazy) made.reset();
}

/** A value made for a key and kept while the key stays the same: what is built from the code alone and the one origin it names. */
export function lastByKey<K, V>(create: (key: K) => V): (key: K) => V {
  let held: { key: K; value: V } | undefined;
  return (key) => {
    if (held?.key !== key) held = { key, value: create(key) };
    return held.value;
  };
}
