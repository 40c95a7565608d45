import type { Kysely } from "kysely";
import type { Database } from "../../db";
import type { ProcessRole } from "../../db/schema/process-heartbeats";
import { db } from "~/utils/db.server";

/** The process running `role` answers: its latest beat (and problem) replaces the one before. */
export async function beatProcessHeartbeat({
  role,
  seenAt,
  startedAt,
  problem,
  executor = db(),
}: {
  role: ProcessRole;
  seenAt: string;
  startedAt: string;
  problem: string | null;
  executor?: Kysely<Database>;
}) {
  await executor
    .insertInto("processHeartbeats")
    .values({ role, seenAt, startedAt, problem })
    .onConflict((oc) => oc.column("role").doUpdateSet({ seenAt, startedAt, problem }))
    .execute();
}

/** The latest beat of the process running `role`; null when none ever answered on this database. */
export async function getProcessHeartbeat({ role, executor = db() }: { role: ProcessRole; executor?: Kysely<Database> }) {
  return (await executor.selectFrom("processHeartbeats").selectAll().where("role", "=", role).executeTakeFirst()) ?? null;
}
