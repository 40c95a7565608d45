/**
 * What the app's server process starts with wherever it runs: `npm start` (scripts/start.mjs),
 * deploy/'s units (one `Environment=` line each, checked by tests/integration/deploy-unit.test.ts)
 * and the tests' and benchmarks' child apps (tests/support/app-process.ts). A value already in the
 * environment wins.
 *
 * MALLOC_ARENA_MAX=1: glibc gives each thread that allocates (libuv's pool, V8's helpers) a heap
 * arena of its own, up to eight a core, and each keeps what is freed in it. With one, the RSS of
 * 10,000 open live connections fell from 15.0 to 11.5 KB each (12.1 to 8.4 once settled), and page
 * and chat throughput did not move (README, "Memory per viewer").
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: "1" };
