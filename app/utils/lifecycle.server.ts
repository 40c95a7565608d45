type ShutdownHook = () => void | Promise<void>;

const hooks = new Set<ShutdownHook>();

/** Long-lived work (SSE streams, job runners) registers how to end itself when the server stops. */
export function onShutdown(hook: ShutdownHook) {
  hooks.add(hook);
  return () => hooks.delete(hook);
}

export async function runShutdownHooks() {
  const pending = [...hooks].map(async (hook) => hook());
  hooks.clear();
  await Promise.allSettled(pending);
}
