import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { LINK_PAGE_REFERRER_POLICY, linkPageMeta } from "~/routes/shared.account/link-page";
import { CancelRegistrationCard } from "~/components/cancel-registration/cancel-registration-card";
import {
  cancelRegistrationAction,
  loadCancelRegistration,
} from "~/routes/_public.cancel-registration.$eventId.$accessToken/cancel-registration.server";

// The link carries the registrant's personal token.
export const meta: MetaFunction = () => linkPageMeta("Cancel your registration");

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) => ({
  "Referrer-Policy": LINK_PAGE_REFERRER_POLICY,
  "Cache-Control": actionHeaders.get("Cache-Control") ?? loaderHeaders.get("Cache-Control") ?? "private, no-store",
});

export const loader = ({ params }: LoaderFunctionArgs) => loadCancelRegistration(params);

export const action = ({ request, params }: ActionFunctionArgs) => cancelRegistrationAction(request, params);

export default function CancelRegistrationPage() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return <CancelRegistrationCard view={answer ?? page} />;
}
