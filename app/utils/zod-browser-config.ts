declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

/**
 * zod v4 tries `new Function` when it builds an object schema, to compile a faster parser; the
 * page's policy forbids it and the browser reports a violation on every page with a form. zod
 * reads this shared config when a schema is built, so root calls this before any route module
 * (and its schemas) runs. The server keeps the fast parser.
 */
export function configureBrowserZod() {
  if (typeof document !== "undefined") globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };
}
