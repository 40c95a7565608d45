import { afterAll, describe, expect, it } from "vitest";
import { startUserSession } from "~/services/account/auth.server";
import { createStreamForHost } from "~/services/hosting/streams.server";
import { getConfig } from "~/utils/config.server";
import { db } from "~/utils/db.server";
import { startAppProcess, stopAppProcess, type AppProcess } from "../support/app-process";
import { createHost, getRequest } from "../support/factories";
import { until } from "../support/wait";
import { workerDatabase } from "../support/worker-database";

// `kill -9` of a real app process while clients post chat as fast as they can: a message the app
// acknowledged (2xx) was stored, so after a restart on the same database every one is there, in
// the order each client sent them.

const CLIENTS = 4;
/** Acknowledged messages each client has before the kill (a hundred in all), however fast the machine is. */
const ACKNOWLEDGED_BEFORE_KILL = 25;

let app: AppProcess | undefined;
afterAll(() => stopAppProcess(app));

interface Acknowledged {
  id: number;
  message: string;
}

/** Posts one message after the other until a post fails (the process is gone), adding each acknowledged one to `acknowledged`. */
async function postUntilCut(base: string, streamId: string, cookie: string, client: number, acknowledged: Acknowledged[]) {
  for (let n = 0; ; n += 1) {
    const message = `client ${client} message ${n}`;
    let response: Response;
    try {
      response = await fetch(`${base}/api/streams/${streamId}/chat`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Cookie: cookie },
        body: JSON.stringify({ message, viewerId: null, isStreamer: true }),
      });
    } catch {
      return acknowledged;
    }
    if (response.status >= 300) throw new Error(`post answered ${response.status}: ${await response.text()}`);
    const stored = (await response.json()) as { id: number; message: string };
    expect(stored.message).toBe(message);
    acknowledged.push({ id: stored.id, message });
  }
}

describe("kill -9 while clients post chat", () => {
  it("every acknowledged message is stored, in order per client, and the restarted app serves them", async () => {
    const host = await createHost();
    const stream = await createStreamForHost({ hostId: host.id, title: "Killed mid-chat", eventId: null });
    if (!stream) throw new Error("no stream");
    const cookie = (await startUserSession(getRequest("/"), host.id)).split(";")[0] ?? "";
    const env = { SESSION_SECRET: getConfig().SESSION_SECRET };
    const databaseUrl = workerDatabase().databaseUrl;

    app = await startAppProcess(databaseUrl, env);
    const running = app;
    const acknowledged = Array.from({ length: CLIENTS }, (): Acknowledged[] => []);
    const clients = acknowledged.map((list, client) => postUntilCut(running.url, stream.streamId, cookie, client, list));
    // A client whose post is refused ends the wait with its error.
    await Promise.race([
      until(() => acknowledged.every((list) => list.length >= ACKNOWLEDGED_BEFORE_KILL), 20_000, {
        message: () => `acknowledged before the kill: ${acknowledged.map((list) => list.length).join(", ")}`,
      }),
      Promise.all(clients),
    ]);
    running.child.kill("SIGKILL");
    await running.exited;
    await Promise.all(clients);

    app = await startAppProcess(databaseUrl, env);
    const rowId = (await db().selectFrom("streams").select("id").where("streamId", "=", stream.streamId).executeTakeFirstOrThrow()).id;
    const stored = await db().selectFrom("chatMessages").select(["id", "message"]).where("streamId", "=", rowId).orderBy("id").execute();
    const storedText = new Map(stored.map((row) => [row.id, row.message]));

    const all = acknowledged.flat();
    const found = all.filter((message) => storedText.get(message.id) === message.message);
    console.log(
      `kill -9 (${getConfig().DATABASE_URL.split(":")[0]}): ${all.length} acknowledged, ${found.length} found, ${all.length - found.length} lost, ${stored.length} stored`,
    );
    expect(acknowledged.every((client) => client.length > 0)).toBe(true);
    expect(found).toHaveLength(all.length);

    // In order per client: the stored rows of one client, by id, are its messages in the order sent.
    for (const [client, messages] of acknowledged.entries()) {
      const prefix = `client ${client} message `;
      const sent = stored.filter((row) => row.message.startsWith(prefix)).map((row) => Number(row.message.slice(prefix.length)));
      expect(sent).toEqual([...sent].sort((a, b) => a - b));
      expect(sent.slice(0, messages.length)).toEqual(messages.map((_, n) => n));
    }

    const newest = all.reduce((a, b) => (b.id > a.id ? b : a));
    const listed = await fetch(`${app.url}/api/streams/${stream.streamId}/chat`, { headers: { Cookie: cookie } });
    expect(listed.status).toBe(200);
    expect(JSON.stringify(await listed.json())).toContain(newest.message);
  }, 60_000);
});
