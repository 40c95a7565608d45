/**
 * The integration files `npm test` runs a second time on PostgreSQL: those that reach code whose
 * SQL or behaviour depends on the database (row locks, isPostgres() branches, raw `sql`, GROUP BY,
 * upserts, LIKE, LISTEN/NOTIFY, shared token buckets), the fuzz shards and the concurrency and
 * process tests. Chosen from what each file reaches (tests/support/code-reach.ts): the fewest files
 * that reach every such place. scripts/check-postgres-reach.mjs fails the run when a place is
 * reached by none of them, naming candidates. Every file still runs on PostgreSQL with
 * `TEST_DB=postgres npx vitest run --project integration`.
 */
export const POSTGRES_PASS = [
  "tests/integration/**/*.postgres.test.ts",
  "tests/integration/schema.test.ts",
  "tests/integration/fuzz-1.test.ts",
  "tests/integration/fuzz-2.test.ts",
  "tests/integration/checkout-concurrency.test.ts",
  "tests/integration/events-model.test.ts",
  "tests/integration/on-demand-selling.test.ts",
  "tests/integration/engagement.test.ts",
  "tests/integration/routes.test.ts",
  "tests/integration/security-developer.test.ts",
  // The typed client, on both databases (issue 37).
  "tests/integration/api-client.test.ts",
  "tests/integration/blocked-words.test.ts",
  // The viewers listed now and the chatters' purchase totals (GROUP BY): the fuzz shards reach them only by luck.
  "tests/integration/chat-api.test.ts",
  "tests/integration/cancel-registration.test.ts",
  "tests/integration/checkout.test.ts",
  "tests/integration/contacts-import.test.ts",
  "tests/integration/event-settings-landing.test.ts",
  "tests/integration/follow-ups.test.ts",
  // A crowd's visits written in one statement, matched back from RETURNING (issue 38).
  "tests/integration/presence-crowd.test.ts",
  "tests/integration/handouts.test.ts",
  "tests/integration/mux-webhook.test.ts",
  "tests/integration/pagination.test.ts",
  "tests/integration/personal-link.test.ts",
  "tests/integration/questions.test.ts",
  "tests/integration/replay-page.test.ts",
  "tests/integration/request-invite.test.ts",
  "tests/integration/settings.test.ts",
  "tests/integration/team.test.ts",
  "tests/integration/two-factor.test.ts",
  "tests/integration/webhooks.test.ts",
  // Backups: pg_dump and pg_restore under chat load (issue 38).
  "tests/integration/backup-restore.test.ts",
  // The operator's metrics: the delivery queue's GROUP BY, the live events' hop over LISTEN/NOTIFY, the pool's waits.
  "tests/integration/metrics.test.ts",
];
