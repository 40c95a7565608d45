import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { settingsPath, tabPath } from "~/components/event-settings/constants";
import { NoStreamYet } from "~/components/event-settings/landing/no-stream-yet";
import { requireHostEvent } from "~/routes/shared.events/event-actions.server";
import { getEventStream } from "~/models/stream.server";
import { requireUser } from "~/services/account/auth.server";
import { pageMeta } from "~/utils/page-meta";

export const meta: MetaFunction = () => pageMeta("Edit landing page");

/** Edit Landing: the Landing Page tab of the event's stream settings; before there is a stream, how to get one. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const event = await requireHostEvent(user.id, params.eventId);
  const stream = await getEventStream({ hostId: user.id, eventId: event.id });
  if (stream) throw redirect(tabPath(settingsPath(event.id, stream.streamId), "landing"));
  return json({ event: { id: event.id, title: event.title } });
}

export default function EditLandingPage() {
  const { event } = useLoaderData<typeof loader>();
  return <NoStreamYet eventId={event.id} title={event.title} />;
}
