import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { WatchPage } from "~/components/watch/watch-page";
import { loadPersonalWatchPage } from "~/components/watch/watch-route.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.watch.eventTitle ?? data?.watch.title ?? "Live stream"} — Watch — ShowUp` },
  { name: "robots", content: "noindex" },
  // The personal link is a credential: never pass it on in the Referer header.
  { name: "referrer", content: "no-referrer" },
];

/** A personal link /watch/{streamId}/{uniqueId}, or a registrant's /watch/{eventId}/{accessId}. */
export const loader = ({ request, params }: LoaderFunctionArgs) => loadPersonalWatchPage(request, params.streamId ?? "", params.uniqueId ?? "");

export { WatchErrorBoundary as ErrorBoundary } from "~/components/watch/watch-error";

export default function PersonalWatchRoute() {
  return <WatchPage data={useLoaderData<typeof loader>()} />;
}
