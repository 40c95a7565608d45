import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { WatchPage } from "~/components/watch/watch-page";
import { loadStreamWatchPage, streamWatchAction } from "~/routes/shared.rooms/watch-page.server";
import { pageMeta } from "~/utils/page-meta";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...pageMeta(`${data?.watch.eventTitle ?? data?.watch.title ?? "Live stream"} — Watch`),
  { name: "robots", content: "noindex" },
];

export const loader = ({ request, params }: LoaderFunctionArgs) => loadStreamWatchPage(request, params.streamId ?? "");

export const action = ({ request, params, context }: ActionFunctionArgs) => streamWatchAction(request, context.clientIp, params.streamId ?? "");

export { WatchErrorBoundary as ErrorBoundary } from "~/components/watch/watch-error";

export default function StreamWatchRoute() {
  return <WatchPage data={useLoaderData<typeof loader>()} />;
}
