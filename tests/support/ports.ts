import net from "node:net";
import { setTimeout as sleep } from "node:timers/promises";

/** A port the system says is free right now. */
export async function freePort() {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", () => resolve()));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Resolves once `url` answers 2xx; throws after `attempts` tries 100 ms apart. */
export async function waitUntilUp(url: string, attempts = 300) {
  for (let i = 0; i < attempts; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${url} did not come up`);
}
