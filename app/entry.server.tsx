import { PassThrough } from "node:stream";
import type { ActionFunctionArgs, AppLoadContext, EntryContext, LoaderFunctionArgs } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { NonceProvider } from "./components/nonce";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable, reportDatabaseUnavailable } from "./utils/database-outage.server";
import { getLogger } from "./utils/logger.server";

const ABORT_DELAY = 5000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce ?? "";
  // Crawlers get the whole document at once; browsers get it streamed from the shell.
  const readyEvent = isbot(request.headers.get("user-agent") ?? "") ? "onAllReady" : "onShellReady";
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} />
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          // A page a database outage or a full password queue stopped (see answerRefusals): the boundary says so, this says when to retry.
          if (responseStatusCode === 503) {
            responseHeaders.set("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
            responseHeaders.set("Cache-Control", "no-store");
          }
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) getLogger().error({ err: error }, "render failed after the shell was sent");
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}

/**
 * Logs unexpected server errors once, through the structured logger; not-found and aborted
 * requests are not errors, and a database outage is logged once for all its requests.
 */
export function handleError(error: unknown, { request }: LoaderFunctionArgs | ActionFunctionArgs) {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  if (isDatabaseUnavailable(error)) return reportDatabaseUnavailable(error);
  getLogger().error({ err: error, url: request.url, method: request.method }, "unhandled route error");
}
