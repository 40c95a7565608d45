import { workerDatabase } from "./worker-database";

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
