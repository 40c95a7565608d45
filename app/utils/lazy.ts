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
