/**
 * Concurrent asks for the same key share the one query already on its way, and nothing is kept
 * once it answers: a burst of requests from one signed-in host (a chat stream) reads its session
 * once, yet every later request sees the database as it is then.
 */
export function singleFlight<K, V>(load: (key: K) => Promise<V>): (key: K) => Promise<V> {
  const inFlight = new Map<K, Promise<V>>();
  return (key) => {
    const pending = inFlight.get(key);
    if (pending) return pending;
    const answer = load(key).finally(() => inFlight.delete(key));
    inFlight.set(key, answer);
    return answer;
  };
}
