// zod v4 tries `new Function` when it builds an object schema, to compile a faster parser; the
// page's policy forbids it and the browser reports a violation on every page with a form. zod
// reads this shared config when a schema is built: root's modules run before any route's, so
// the browser's config is set before the first schema exists. The server keeps the fast parser.
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

if (typeof document !== "undefined") globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};
