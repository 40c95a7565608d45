/** @type {import('@remix-run/dev').AppConfig} */
export default {
  // routes/shared.<family>/ holds the server code that a family of routes shares: no route lives there.
  ignoredRouteFiles: ["**/.*", "**/*.css.ts", "**/*.test.{ts,tsx}", "**/shared.*"],
  serverModuleFormat: "esm",
  browserNodeBuiltinsPolyfill: { modules: {} },
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
  },
};
