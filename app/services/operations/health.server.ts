import { getVideoProvider, ingestProcess, refreshIngestProcess } from "~/services/video/index.server";
import { getDatabase } from "~/utils/db.server";

/**
 * GET /healthz: 503 when the database cannot be reached. A web process whose ingest process has
 * stopped answering still serves pages, chat and replays (200), and says "degraded" with why.
 */
export async function healthReport() {
  try {
    await getDatabase().ping();
    await refreshIngestProcess();
  } catch {
    return { status: 503, body: { status: "error", database: "unreachable" } };
  }
  const ingest = ingestProcess();
  if (!ingest) return { status: 200, body: { status: "ok", database: "ok" } };
  const problem = getVideoProvider().problem();
  return {
    status: 200,
    body: { status: problem ? "degraded" : "ok", database: "ok", ingest: { answering: ingest.answering, seenAt: ingest.seenAt, problem } },
  };
}
