import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { TryCallView } from "~/components/api-reference/try-call";
import { loadTryCall, tryCallAction } from "~/routes/_public.docs.api_.try.$operationId/try-call.server";

// A form for signed-in hosts, one per call: the reference page (/docs/api) is the one to find.
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Try it: ${data.call.method} ${data.call.path} — ShowUp API` : "Try it — ShowUp API" },
  ...(data
    ? [{ name: "description", content: `Make the ${data.call.method} ${data.call.path} call with your own account and see its answer.` }]
    : []),
  { name: "robots", content: "noindex" },
];

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) => ({
  "Cache-Control": actionHeaders.get("Cache-Control") ?? loaderHeaders.get("Cache-Control") ?? "private, no-store",
});

export const loader = ({ request, params }: LoaderFunctionArgs) => loadTryCall(request, params);

export const action = ({ request, params, context }: ActionFunctionArgs) => tryCallAction(request, params, context.clientIp);

export default function TryCallPage() {
  const page = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  return <TryCallView page={page} outcome={outcome ?? null} />;
}
