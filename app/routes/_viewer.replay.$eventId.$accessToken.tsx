import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ReplayPage } from "~/components/replay/replay-page";
import { loadReplayPage, replayPageAction } from "~/routes/shared.rooms/replay-page.server";
import { linkPageMeta } from "~/routes/shared.account/link-page";

export const meta: MetaFunction<typeof loader> = ({ data }) => linkPageMeta(`${data?.title ?? "Replay"} — Replay`);

/** A registrant's personal replay link (`?fu={followUpId}` when a follow-up e-mail carried it). */
export const loader = ({ request, params }: LoaderFunctionArgs) => loadReplayPage(request, params.eventId, params.accessToken);

/** The passcode form (an event behind one, for a registrant who did not enter it during the live). */
export const action = ({ request, params, context }: ActionFunctionArgs) =>
  replayPageAction(request, context.clientIp, params.eventId, params.accessToken);

export const headers: HeadersFunction = ({ loaderHeaders }) => ({ "Cache-Control": loaderHeaders.get("Cache-Control") ?? "private, no-store" });

export { ReplayErrorBoundary as ErrorBoundary } from "~/components/replay/replay-page";

export default function ReplayRoute() {
  return <ReplayPage data={useLoaderData<typeof loader>()} />;
}
