import { IncomingMessage, ServerResponse } from "node:http";
import { Duplex } from "node:stream";
import { afterAll, beforeAll } from "vitest";
import { getConfig } from "~/utils/config.server";
import { getDatabase } from "~/utils/db.server";
import { runShutdownHooks } from "~/utils/lifecycle.server";
import { createApp, startServer, type RunningServer } from "../../server";
import type { RawRequest, RawResponse } from "./raw-http";
import { loadSourceBuild } from "./source-build";

/** A socket that goes nowhere: the request's body is pushed in by hand and the answer is read from the response. */
function nullSocket() {
  const socket = new Duplex({
    read() {},
    write(_chunk, _encoding, callback) {
      callback();
    },
  });
  // Loopback, as a listening server's test client: the app trusts its X-Forwarded-For.
  return Object.assign(socket, { remoteAddress: "127.0.0.1", remotePort: 0, encrypted: false, setNoDelay: () => socket, setTimeout: () => socket });
}

/**
 * One request through `app` (server.ts's handler: the live events, or Express's middleware, then Remix) with no socket
 * and no HTTP framing on either side. Requests whose point is the framing (declared lengths, a body
 * the app never reads, keep-alive) need a listening server.
 */
export function injectRequest(app: ReturnType<typeof createApp>, request: RawRequest): Promise<RawResponse> {
  const socket = nullSocket();
  const body = request.body === undefined ? undefined : typeof request.body === "string" ? Buffer.from(request.body) : request.body;
  const headers: Record<string, string> = { host: "localhost" };
  for (const [name, value] of Object.entries(request.headers)) headers[name.toLowerCase()] = value;
  if (body) headers["content-length"] = String(body.length);

  const req = new IncomingMessage(socket as never);
  Object.assign(req, { method: request.method, url: request.path, httpVersion: "1.1", httpVersionMajor: 1, httpVersionMinor: 1, headers });
  req.rawHeaders = Object.entries(headers).flat();
  if (body?.length) req.push(body);
  req.push(null);
  req.once("end", () => {
    req.complete = true;
  });

  const res = new ServerResponse(req);
  res.assignSocket(socket as never);
  const chunks: Buffer[] = [];
  const keep = (chunk: unknown, encoding: unknown) => {
    if (typeof chunk === "string") chunks.push(Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"));
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  return new Promise((resolve, reject) => {
    res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
      keep(chunk, encoding);
      return write(chunk as never, encoding as never, callback as never);
    }) as typeof res.write;
    res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
      keep(chunk, encoding);
      const ended = end(chunk as never, encoding as never, callback as never);
      resolve({ status: res.statusCode, contentType: String(res.getHeader("content-type") ?? ""), text: Buffer.concat(chunks).toString("utf8") });
      return ended;
    }) as typeof res.end;
    app(req as never, res as never, (error?: unknown) => reject(error ?? new Error(`${request.method} ${request.path}: no handler answered`)));
  });
}

/**
 * The built app's Express handler in this test file's process: `request` answers as a listening
 * server would, at a fraction of the cost. With `listen`, the app also listens on a free port
 * (`url`, with the jobs a started server runs) for the requests that are about HTTP itself.
 */
export function inProcessAppForTests({ listen = false }: { listen?: boolean } = {}) {
  const state = {
    origin: "http://localhost",
    url: "",
    request: (_request: RawRequest): Promise<RawResponse> => Promise.reject(new Error("the app is not started yet")),
  };
  let server: RunningServer | undefined;
  beforeAll(async () => {
    const build = await loadSourceBuild();
    if (listen) {
      server = await startServer({ ...getConfig(), PORT: 0, HOST: "127.0.0.1" }, build);
      state.url = server.url;
    }
    const app = createApp(build, getConfig());
    state.request = (request) => injectRequest(app, request);
  });
  afterAll(async () => {
    if (server) return server.shutdown();
    await runShutdownHooks();
    await getDatabase().close();
  });
  return state;
}
