/**
 * One instance per process, shared by server.ts and the Remix build (each holds its own copy of
 * this module, but both see the same globalThis).
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
