/**
 * One instance per process. A running server holds one copy of the app (the build's: server.ts
 * takes everything from it); a test process holds two, the source modules its tests import and the
 * build its in-process app runs, and both must see the same database, bus and caches.
 */
export function singleton<T>(name: string, create: () => T): T {
  const store = globalThis as unknown as { __singletons?: Map<string, unknown> };
  store.__singletons ??= new Map();
  if (!store.__singletons.has(name)) store.__singletons.set(name, create());
  return store.__singletons.get(name) as T;
}

export function forgetSingleton(name: string) {
  (globalThis as unknown as { __singletons?: Map<string, unknown> }).__singletons?.delete(name);
}
