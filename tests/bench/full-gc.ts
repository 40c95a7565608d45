import WebSocket from "ws";

const INSPECTOR = "http://127.0.0.1:9229";

/**
 * Runs a full garbage collection in another Node process (twice: the first frees what keeps the
 * rest alive) through its inspector, which SIGUSR1 opens on 127.0.0.1:9229. What the process still
 * holds afterwards is what it keeps, not garbage waiting for a collection. One process at a time:
 * the port is fixed, and the inspector stays open until the process ends.
 */
export async function collectGarbage(pid: number) {
  process.kill(pid, "SIGUSR1");
  const deadline = Date.now() + 10_000;
  let target: string | undefined;
  while (!target) {
    const targets = await fetch(`${INSPECTOR}/json/list`).then(
      (response) => response.json() as Promise<{ webSocketDebuggerUrl: string }[]>,
      () => [],
    );
    target = targets[0]?.webSocketDebuggerUrl;
    if (!target && Date.now() > deadline) throw new Error(`no inspector on ${INSPECTOR} for process ${pid}`);
    if (!target) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const socket = new WebSocket(target);
  await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
  const call = (id: number, method: string) =>
    new Promise<void>((resolve) => {
      const answered = (data: WebSocket.RawData) => {
        if ((JSON.parse(data.toString()) as { id?: number }).id !== id) return;
        socket.off("message", answered);
        resolve();
      };
      socket.on("message", answered);
      socket.send(JSON.stringify({ id, method }));
    });
  await call(1, "HeapProfiler.collectGarbage");
  await call(2, "HeapProfiler.collectGarbage");
  socket.close();
}
