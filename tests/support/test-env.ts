import { workerDatabase } from "./worker-database";

// Test files share their worker's process (vitest's isolate: false): each starts from the
// environment the worker started with, whatever the file before it set.
const globals = globalThis as { workerEnvironment?: Record<string, string | undefined> };
globals.workerEnvironment ??= { ...process.env };
for (const name of Object.keys(process.env)) if (!(name in globals.workerEnvironment)) delete process.env[name];
Object.assign(process.env, globals.workerEnvironment);

// Runs before each test file imports the app, so the app's configuration sees these.
process.env.DATABASE_URL = workerDatabase().databaseUrl;
process.env.DATA_DIR = workerDatabase().dataDir;
process.env.NODE_ENV = "test";
process.env.LOG_LEVEL = "silent";
// Tests drive delivery themselves (with a settable "now"); an app started in a test sends nothing on its own.
process.env.DELIVERY_WORKER = "off";
// Many test files sign up through the app from one address; tests/integration/abuse.test.ts checks the real limit.
process.env.SIGN_UP_LIMIT_PER_HOUR = "1000";
process.env.SIGN_UP_LIMIT_ALL_PER_HOUR = "100000";
// Cheap password hashes (4 MiB, a few ms): the suite hashes hundreds of times. The default strength is
// checked by tests/unit/password.test.ts, and abuse.test.ts holds the queue with full-cost hashes.
process.env.PASSWORD_HASH_COST = "12";
// The built-in RTMP ingest stays off in the apps tests start (the manual provider, as before);
// tests/integration/ingest.test.ts turns it on, on a free port.
process.env.INGEST = "off";
process.env.INGEST_RTMP_PORT = "0";

// And from the configuration above, with a database, logger and cookies made from it.
const { resetEveryLazyValue } = await import("~/utils/lazy");
resetEveryLazyValue();
