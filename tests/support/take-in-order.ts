/**
 * Takes from what a client has received, in order: `take(test)` gives the first item after those
 * already taken that passes `test`, and counts it (and those before it) taken; undefined while no
 * such item has arrived.
 */
export function takeInOrder<T>(received: readonly T[]) {
  let consumed = 0;
  return (test: (item: T) => boolean): T | undefined => {
    const index = received.findIndex((item, i) => i >= consumed && test(item));
    if (index < 0) return undefined;
    consumed = index + 1;
    return received[index];
  };
}
