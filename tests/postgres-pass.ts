/**
 * The integration files `npm test` runs a second time on PostgreSQL: those that reach code whose
 * SQL or behaviour depends on the database (row locks, isPostgres() branches, raw `sql`,
 * LISTEN/NOTIFY, shared token buckets), the fuzz shards and the concurrency and process tests.
 * Chosen from what each file reaches (tests/support/code-reach.ts); scripts/check-postgres-reach.mjs
 * fails the run when a dialect-specific place is reached by none of them, naming candidates.
 * Every file still runs on PostgreSQL with `TEST_DB=postgres npx vitest run --project integration`.
 */
export const POSTGRES_PASS = ["tests/integration/**/*.postgres.test.ts", "tests/integration/schema.test.ts"];
