import crypto from "node:crypto";
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import helmet from "helmet";
import { pinoHttp } from "pino-http";
import type { AppProcess } from "./app/process.server";
import type { Config } from "./app/utils/config.server";

/** Room for the largest thing a client sends: a 1 MB profile photo with its form. */
const MAX_DECLARED_BODY_BYTES = 1024 * 1024 + 64 * 1024;
/** The Event Settings screen takes an offer's image of up to 2 MB with its form. */
const OFFER_IMAGE_BODY_BYTES = 2 * 1024 * 1024 + 64 * 1024;
const OFFER_IMAGE_PATH = /^\/events\/\d+\/settings\/[^/]+\/?$/;
// The event forms carry a cover of up to 5 MB; a larger one (up to this) is still read, so the
// form answers inline that the image is too large instead of losing what was typed.
const EVENT_COVER_BODY_BYTES = 12 * 1024 * 1024;
const EVENT_COVER_PATH = /^\/events\/(?:new|\d+\/edit)\/?$/;
/** A handout of up to 25 MB with its form: the API's upload, and the Handouts tab's (?upload=handout). */
const HANDOUT_BODY_BYTES = 25 * 1024 * 1024 + 64 * 1024;
const HANDOUT_API_PATH = /^\/api\/events\/\d+\/handouts\/?$/;
const isHandoutUpload = (req: express.Request) =>
  HANDOUT_API_PATH.test(req.path) || (OFFER_IMAGE_PATH.test(req.path) && req.query.upload === "handout");
const SHUTDOWN_GRACE_MS = 4000;
const LISTEN_BACKLOG = 4096;
const KEEP_ALIVE_MS = 65_000;

export async function loadBuild(root = process.cwd()): Promise<ServerBuild> {
  return import(pathToFileURL(path.join(root, "build/index.js")).href);
}

/** The app's process pieces, from the build's server entry: the process holds one copy of the app, the build's. */
export function appProcessOf(build: ServerBuild): AppProcess {
  return (build.entry.module as unknown as { appProcess: AppProcess }).appProcess;
}

export function createApp(build: ServerBuild, config?: Config) {
  const app = express();
  const appProcess = appProcessOf(build);
  config ??= appProcess.getConfig();
  const logger = appProcess.getLogger();
  const publicOrigin = config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : null;
  const https = publicOrigin?.startsWith("https://") ?? false;
  const playbackOrigin = new URL(config.PLAYBACK_URL_TEMPLATE).origin;
  const stripeOrigin = new URL(config.STRIPE_API_URL).origin;

  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY === "true" ? true : config.TRUST_PROXY === "false" ? false : "loopback");

  app.use(nulInAddressGuard);
  // GET and HEAD are answered ahead of Express (below); any other method here is refused.
  app.all("/api/streams/:streamId/events", (_req, res) => {
    res.set("Allow", "GET").status(405).json({ error: "Method not allowed. Use GET." });
  });
  // Chat posts: thousands a second in a busy room. Served before the request log, security headers
  // (a JSON answer runs no script) and compression (a few hundred bytes), behind the same guards
  // every state-changing request passes; Remix's request conversion is skipped too. GET stays in Remix.
  app.post(
    "/api/streams/:streamId/chat",
    drainUnreadBody,
    sameOriginGuard(publicOrigin),
    declaredBodyLimit(appProcess.HANDOUT_TOO_LARGE),
    appProcess.chatPostRoute(),
  );
  // Video files: a request per viewer every second or so, already compressed, never logged one by one.
  app.use("/hls", appProcess.hlsRoute());
  // Prometheus asks every few seconds: not logged one by one either. Without a token the address does not exist.
  if (config.METRICS_TOKEN) app.get("/metrics", appProcess.metricsRoute(config.METRICS_TOKEN));

  app.use(
    pinoHttp({
      logger,
      genReqId(req, res) {
        const incoming = req.headers["x-request-id"];
        const id = typeof incoming === "string" && /^[\w-]{8,64}$/.test(incoming) ? incoming : crypto.randomUUID();
        res.setHeader("X-Request-Id", id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === "/healthz" || req.url?.startsWith("/build/") === true },
    }),
  );

  app.use((_req, res, next) => {
    res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
    next();
  });
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce}'`],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", "data:", "blob:", "https:"],
          // The video's origin is named too, for a self-hosted (or test) playback server over plain http.
          mediaSrc: ["'self'", "blob:", "https:", playbackOrigin],
          connectSrc: ["'self'", "https:", "wss:", "ws:", playbackOrigin],
          fontSrc: ["'self'", "data:"],
          workerSrc: ["'self'", "blob:"],
          frameSrc: ["'self'", "https:"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          // The Buy button's form is answered by a redirect to Stripe Checkout or an outside checkout.
          formAction: ["'self'", "https:", stripeOrigin],
          frameAncestors: ["'self'"],
          ...(https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      strictTransportSecurity: https ? { maxAge: 15552000, includeSubDomains: true } : false,
    }),
  );

  app.use(compression({ filter: shouldCompress }));

  app.use("/build", appProcess.precompressedBuildRoute("public/build", { warm: process.env.NODE_ENV === "production" }));
  app.use("/build", express.static("public/build", { immutable: true, maxAge: "1y" }));
  app.use(express.static("public", { maxAge: "1h" }));

  app.get("/healthz", async (_req, res) => {
    const { status, body } = await appProcess.healthReport();
    res.status(status).json(body);
  });

  app.use(drainUnreadBody);
  app.use(sameOriginGuard(publicOrigin));
  app.use(declaredBodyLimit(appProcess.HANDOUT_TOO_LARGE));

  app.all(
    "*",
    createRequestHandler({
      build: appProcess.answerRefusals(build),
      mode: build.mode,
      getLoadContext(req, res) {
        const closed = new AbortController();
        res.on("close", () => closed.abort());
        return {
          cspNonce: res.locals.cspNonce as string,
          requestId: String(req.id),
          clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown",
          connectionClosed: closed.signal,
        };
      },
    }),
  );

  app.use(((error, req, res, _next) => appProcess.answerUnexpected(error, req, res)) satisfies ErrorRequestHandler);

  // Live events: thousands of long-lived connections, each must cost little. Answered before
  // Express (which gives each request and response a hidden class of its own, about 2 KB an open
  // connection), so with no request log, security headers (an event stream runs no script) or
  // compression wrapper either. An address the guard refuses goes through Express to be refused.
  const serveLiveEvents = appProcess.liveEventsRoute();
  return (req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void) => {
    const url = req.url ?? "/";
    const streamId = req.method === "GET" || req.method === "HEAD" ? appProcess.liveEventsStreamIdOf(url) : null;
    if (streamId === null || addressProblem(url)) return next ? app(req as express.Request, res as express.Response, next) : app(req, res);
    serveLiveEvents(req, res, streamId, (error) => appProcess.answerUnexpected(error, req, res));
  };
}

/** Compression buffers output; an event stream must reach the client as it is written. */
export function shouldCompress(req: express.Request, res: express.Response) {
  return !String(res.getHeader("Content-Type") ?? "").includes("text/event-stream") && compression.filter(req, res);
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Calls authenticated by their own signature (a provider's webhook, an outside checkout's sale postback), not by a browser session. */
const SIGNED_CALLS = /^\/api\/(webhooks\/[\w-]+|offers\/\d+\/postback)$/;

/**
 * Refuses state-changing requests that a browser sent from another site. Browsers say where a
 * request comes from in Sec-Fetch-Site ("none": the user started it); older ones only in Origin.
 * An Origin other than ours is refused whatever Sec-Fetch-Site claims, and so is one naming our
 * address under another host than the request's (Remix would throw on both, a 500). Origin "null"
 * comes with a plain form post under a strict referrer policy: accepted only when the browser
 * vouches for it (same-origin), and then taken off the request, which Remix would also refuse.
 */
function sameOriginGuard(publicOrigin: string | null): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method) || SIGNED_CALLS.test(req.path)) return next();
    const site = req.get("sec-fetch-site");
    const origin = req.get("origin");
    const vouchedNull = origin === "null" && site === "same-origin";
    const crossSite =
      (site !== undefined && site !== "same-origin" && site !== "none") ||
      (origin !== undefined && !vouchedNull && !isOwnOrigin(req, origin, publicOrigin));
    if (crossSite) {
      res.status(403).json({ error: "Cross-site request refused. Submit the form from this site." });
      return;
    }
    if (vouchedNull) delete req.headers.origin;
    next();
  };
}

function isOwnOrigin(req: express.Request, origin: string, publicOrigin: string | null) {
  const requestHost = req.get("x-forwarded-host")?.split(",")[0]?.trim() || req.get("host");
  if (!URL.canParse(origin)) return false;
  return origin === (publicOrigin ?? `${req.protocol}://${req.get("host")}`) && new URL(origin).host === requestHost;
}

/**
 * A response sent before its request body was read (a 405, a 413, an action that ignores the
 * body) would leave the socket unusable and the client would see a reset instead of the answer:
 * discard the rest of the body, up to the limit, so the connection stays healthy.
 */
const drainUnreadBody: RequestHandler = (req, res, next) => {
  res.once("finish", () => {
    if (req.complete || req.destroyed) return;
    let discarded = 0;
    req.removeAllListeners("data");
    req.on("data", (chunk: Buffer) => {
      discarded += chunk.length;
      if (discarded > EVENT_COVER_BODY_BYTES) req.destroy();
    });
    req.resume();
  });
  next();
};

const declaredBodyLimit =
  (handoutTooLarge: string): RequestHandler =>
  (req, res, next) => {
    const handout = isHandoutUpload(req);
    const limit = EVENT_COVER_PATH.test(req.path)
      ? EVENT_COVER_BODY_BYTES
      : handout
        ? HANDOUT_BODY_BYTES
        : OFFER_IMAGE_PATH.test(req.path)
          ? OFFER_IMAGE_BODY_BYTES
          : MAX_DECLARED_BODY_BYTES;
    if (Number(req.get("content-length") ?? 0) > limit) {
      res.status(413);
      // A form posted without JavaScript lands here as a page: say what happened and lead back.
      if (req.accepts(["json", "html"]) === "html") res.type("html").send(tooLargePage(req.originalUrl, handout ? handoutTooLarge : PHOTO_TOO_LARGE));
      else res.json({ error: handout ? handoutTooLarge : `The request body is too large (limit ${limit} bytes).` });
      return;
    }
    next();
  };

/**
 * No path segment or query value has a use for U+0000, and PostgreSQL cannot compare text holding
 * it. No path segment has a use for other control characters or line breaks either, and Remix
 * matches none of its routes across a line break (a JSON call would answer the HTML 404 page).
 */
function addressProblem(url: string) {
  if (/%00/i.test(url)) return "The address may not contain a NUL character.";
  if (/%(?:[01][0-9a-f]|7f)|%e2%80%a[89]/i.test(url.split("?")[0] ?? "")) return "The address may not contain a control character or a line break.";
  return null;
}

const nulInAddressGuard: RequestHandler = (req, res, next) => {
  const problem = addressProblem(req.originalUrl);
  if (problem) {
    res.status(400).json({ error: problem });
    return;
  }
  next();
};

const PHOTO_TOO_LARGE = "Files must be 1 MB or smaller (a photo: JPG, GIF or PNG).";

function tooLargePage(backTo: string, limitText: string) {
  const href = backTo.startsWith("/") && !backTo.startsWith("//") ? backTo.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`) : "/";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Too large — ShowUp</title></head><body><main><h1>That was too large to send</h1><p>${limitText} Nothing was saved.</p><p><a href="${href}">Go back and choose a smaller file</a></p></main></body></html>`;
}

export interface RunningServer {
  server: Server;
  url: string;
  shutdown(): Promise<void>;
}

export async function startServer(config?: Config, build?: ServerBuild): Promise<RunningServer> {
  const built = build ?? (await loadBuild());
  const { getConfig, getLogger, getDatabase, migrateToLatest, claimRoles, startJobs, attachWebSockets, runShutdownHooks } = appProcessOf(built);
  const settings = config ?? getConfig();
  const logger = getLogger();
  const database = getDatabase();
  const applied = await migrateToLatest(database.db);
  if (applied.length) logger.info({ applied }, "migrations applied");
  await claimRoles();

  const app = createApp(built, settings);
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = createHttpServer(app);
    // An idle keep-alive connection stays open longer than a proxy's or client's own idle limit
    // (60 s is common): with Node's 5 s the app may close a connection just as a request is sent on
    // it, and that request fails with a reset (seen from Playwright's API client under load).
    listening.keepAliveTimeout = KEEP_ALIVE_MS;
    listening.headersTimeout = KEEP_ALIVE_MS + 1_000;
    listening.once("error", reject);
    // A live event brings viewers in waves: queue more pending connections than Node's default 511.
    listening.listen({ port: settings.PORT, host: settings.HOST, backlog: LISTEN_BACKLOG }, () => resolve(listening));
  });
  await startJobs(settings);
  const webSockets = attachWebSockets(server, settings);
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : settings.PORT;
  const url = `http://localhost:${port}`;

  let stopping: Promise<void> | undefined;
  const shutdown = () =>
    (stopping ??= (async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.all([runShutdownHooks(), webSockets.close()]);
      server.closeIdleConnections();
      const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
      await closed;
      clearTimeout(force);
      await database.close();
    })());
  return { server, url, shutdown };
}

async function main() {
  const build = await loadBuild();
  const { ConfigError, getConfig, getLogger, awaitingFirstAccount, FIRST_ACCOUNT_PATH } = appProcessOf(build);
  let running: RunningServer;
  try {
    running = await startServer(undefined, build);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = getLogger();
  const address = getConfig().PUBLIC_URL ?? running.url;
  logger.info(
    (await awaitingFirstAccount())
      ? `ShowUp is running: open ${address}${FIRST_ACCOUNT_PATH} to create the first account (this server's admin)`
      : `ShowUp is running at ${address}`,
  );
  // Ctrl-C or a container stop signals the whole process group, so under scripts/start.mjs the
  // server gets each signal twice (from the group and forwarded): a repeat must not end the grace
  // period, which it would if the listener were gone and the default action (exit) applied.
  let shuttingDown = false;
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => {
      if (shuttingDown) {
        logger.info({ signal }, "already shutting down");
        return;
      }
      shuttingDown = true;
      logger.info({ signal }, "shutting down");
      const timer = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS + 2000);
      timer.unref();
      running.shutdown().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  void main();
}
