import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { WatchPage } from "~/components/watch/watch-page";
import { personalWatchAction, loadPersonalWatchPage } from "~/routes/shared.rooms/watch-page.server";
import { linkPageMeta } from "~/routes/shared.account/link-page";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  linkPageMeta(`${data?.watch.eventTitle ?? data?.watch.title ?? "Live stream"} — Watch`);

/** A personal link /watch/{streamId}/{uniqueId}, or a registrant's /watch/{eventId}/{accessId}. */
export const loader = ({ request, params }: LoaderFunctionArgs) => loadPersonalWatchPage(request, params.streamId ?? "", params.uniqueId ?? "");

/** The page's forms: the chat for browsers without JavaScript (with it the page posts to the JSON call), the poll card's vote, the Q&A's, the passcode, "Send the link again". */
export const action = ({ request, params, context }: ActionFunctionArgs) =>
  personalWatchAction(request, context.clientIp, params.streamId ?? "", params.uniqueId ?? "");

/** The page is personal (never cached); a refused chat post or passcode says when to try again. */
export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const headers = new Headers({ "Cache-Control": loaderHeaders.get("Cache-Control") ?? "private, no-store" });
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

export { WatchErrorBoundary as ErrorBoundary } from "~/components/watch/watch-error";

export default function PersonalWatchRoute() {
  return <WatchPage data={useLoaderData<typeof loader>()} />;
}
