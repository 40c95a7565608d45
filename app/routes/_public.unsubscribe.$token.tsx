import { json, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { LINK_PAGE_HEADERS, linkPageMeta } from "~/routes/shared.account/link-page";
import { UnsubscribeCard, type UnsubscribeView } from "~/components/unsubscribe/unsubscribe-card";
import { resubscribeEmail, suppressEmail } from "~/models/email-suppression.server";
import { findUnsubscribeStatus } from "~/models/unsubscribe.server";
import { readForm } from "~/utils/http.server";
import { readUnsubscribeToken } from "~/services/delivery/mail/unsubscribe.server";

// The link in the footer and List-Unsubscribe header of a host's e-mails. Opening it changes
// nothing (mail scanners open links); the button posts. Mail providers post RFC 8058's
// `List-Unsubscribe=One-Click` here themselves, without cookies or Origin, and get the page.

export const meta: MetaFunction = () => linkPageMeta("Unsubscribe");

export const headers: HeadersFunction = () => LINK_PAGE_HEADERS;

const invalid = () => json<UnsubscribeView>({ state: "invalid" }, { status: 404 });

async function readLink(token: string | undefined) {
  const claim = readUnsubscribeToken(token ?? "");
  const status = claim ? await findUnsubscribeStatus(claim) : null;
  return claim && status ? { ...claim, ...status, hostName: status.hostName || "The host" } : null;
}

export async function loader({ params }: LoaderFunctionArgs) {
  const link = await readLink(params.token);
  if (!link) return invalid();
  const { hostName, email, unsubscribed } = link;
  return json<UnsubscribeView>({ state: unsubscribed ? "unsubscribed" : "subscribed", hostName, email, changed: false, error: null });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const link = await readLink(params.token);
  if (!link) return invalid();
  const { hostId, hostName, email } = link;
  const form = await readForm(request);
  const intent = form.get("List-Unsubscribe") === "One-Click" ? "unsubscribe" : form.get("intent");
  if (intent === "unsubscribe") {
    await suppressEmail({ hostId, email, reason: "unsubscribed" });
    return json<UnsubscribeView>({ state: "unsubscribed", hostName, email, changed: true, error: null });
  }
  if (intent === "resubscribe") {
    await resubscribeEmail({ hostId, email });
    return json<UnsubscribeView>({ state: "subscribed", hostName, email, changed: true, error: null });
  }
  const state = link.unsubscribed ? "unsubscribed" : "subscribed";
  return json<UnsubscribeView>({ state, hostName, email, changed: false, error: "Choose Unsubscribe or Resubscribe." }, { status: 400 });
}

export default function UnsubscribePage() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <UnsubscribeCard view={actionData ?? page} />;
}
