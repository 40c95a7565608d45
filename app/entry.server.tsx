import { PassThrough } from "node:stream";
import { text } from "node:stream/consumers";
import type { ActionFunctionArgs, AppLoadContext, EntryContext, LoaderFunctionArgs } from "@remix-run/node";
import { cssBundleHref } from "@remix-run/css-bundle";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { NonceProvider } from "./components/nonce";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable, reportDatabaseUnavailable } from "./utils/database-outage.server";
import { getLogger } from "./utils/logger.server";
import { classesInHtml, criticalCss } from "./utils/page-css.server";

export { appProcess } from "./process.server";

const ABORT_DELAY = 5000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce ?? "";
  // The whole document is rendered before it is sent (no route defers data): its class names choose the inline CSS in its head.
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} />
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          // A page a database outage or a full password queue stopped (see answerRefusals): the boundary says so, this says when to retry.
          if (responseStatusCode === 503) {
            responseHeaders.set("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
            responseHeaders.set("Cache-Control", "no-store");
          }
          text(body).then((html) => resolve(new Response(withPageCss(html), { headers: responseHeaders, status: responseStatusCode })), reject);
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

const PAGE_CSS_SLOT = 'data-page-css=""></style>';

function withPageCss(html: string) {
  if (!cssBundleHref || !html.includes(PAGE_CSS_SLOT)) return html;
  const css = criticalCss(classesInHtml(html), cssBundleHref).replaceAll("</style", "<\\/style");
  return html.replace(PAGE_CSS_SLOT, () => `data-page-css="">${css}</style>`);
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
