// Simulated HLS players for the delivery benchmarks (hls-delivery.ts, scale-out.ts): each with its
// own keep-alive connection and viewer cookie fetches the rendition playlist every segment
// duration and the newest segment when it appears, as a player at the live edge does.
import http from "node:http";

export interface PlayerStats {
  segments: number[];
  playlists: number[];
  bytes: number;
  failures: Map<string, number>;
}

export interface PlayersOptions {
  base: URL;
  count: number;
  /** The rendition playlist's path; its segments are fetched beside it. */
  playlistPath: string;
  /** One per player, or none. */
  cookies?: string[];
  segmentSeconds: number;
}

function get(base: URL, agent: http.Agent, pathname: string, cookie: string) {
  return new Promise<{ status: number; body: Buffer; ms: number }>((resolve, reject) => {
    const started = performance.now();
    const request = http.get(
      { host: base.hostname, port: base.port, path: pathname, agent, headers: cookie ? { Cookie: cookie } : {} },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks), ms: performance.now() - started }));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
  });
}

/** Starts the players, spread over the first segment duration; fetch times and bytes count only while `measuring` is on. */
export function startPlayers({ base, count, playlistPath, cookies = [], segmentSeconds }: PlayersOptions) {
  const stats: PlayerStats = { segments: [], playlists: [], bytes: 0, failures: new Map() };
  const folder = playlistPath.slice(0, playlistPath.lastIndexOf("/") + 1);
  const fail = (why: string) => stats.failures.set(why, (stats.failures.get(why) ?? 0) + 1);
  let running = true;
  let measuring = false;

  async function player(index: number) {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const cookie = cookies[index] ?? "";
    let lastSegment = "";
    await new Promise((r) => setTimeout(r, (index / count) * segmentSeconds * 1000));
    while (running) {
      const tick = performance.now();
      try {
        const playlist = await get(base, agent, playlistPath, cookie);
        if (measuring) stats.playlists.push(playlist.ms);
        if (playlist.status !== 200) fail(`playlist ${playlist.status}`);
        else {
          const newest = playlist.body
            .toString()
            .split("\n")
            .filter((line) => line.endsWith(".ts"))
            .pop();
          if (newest && newest !== lastSegment) {
            lastSegment = newest;
            const segment = await get(base, agent, folder + newest, cookie);
            if (measuring) {
              stats.bytes += segment.body.length;
              stats.segments.push(segment.ms);
            }
            if (segment.status !== 200) fail(`segment ${segment.status}`);
          }
        }
      } catch (error) {
        fail(error instanceof Error ? error.message : String(error));
      }
      const wait = segmentSeconds * 1000 - (performance.now() - tick);
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    }
    agent.destroy();
  }

  const players = Array.from({ length: count }, (_, i) => player(i));
  return {
    stats,
    measure(on: boolean) {
      measuring = on;
    },
    /** Resolves once every player has finished its fetch and closed its connection. */
    async stop() {
      running = false;
      await Promise.all(players);
    },
  };
}
