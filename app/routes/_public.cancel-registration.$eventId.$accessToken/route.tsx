import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CancelRegistrationCard } from "~/components/cancel-registration/cancel-registration-card";
import {
  cancelRegistrationAction,
  loadCancelRegistration,
} from "~/routes/_public.cancel-registration.$eventId.$accessToken/cancel-registration.server";

// The link carries the registrant's personal token: never passed on to another site ("same-origin"
// rather than "no-referrer", under which a browser without JavaScript posts with `Origin: null`).
const REFERRER_POLICY = "same-origin";

export const meta: MetaFunction = () => [
  { title: "Cancel your registration — ShowUp" },
  { name: "robots", content: "noindex" },
  { name: "referrer", content: REFERRER_POLICY },
];

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) => ({
  "Referrer-Policy": REFERRER_POLICY,
  "Cache-Control": actionHeaders.get("Cache-Control") ?? loaderHeaders.get("Cache-Control") ?? "private, no-store",
});

export const loader = ({ params }: LoaderFunctionArgs) => loadCancelRegistration(params);

export const action = ({ request, params }: ActionFunctionArgs) => cancelRegistrationAction(request, params);

export default function CancelRegistrationPage() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return <CancelRegistrationCard view={answer ?? page} />;
}
