import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { SessionChoice, type SessionChoiceData } from "~/components/on-demand/session-choice";
import { PasscodePage } from "~/components/watch/room-gates";
import { PASSCODE_INTENT } from "~/contracts/watch-data";
import { onDemandPasscodeAnswer } from "~/routes/shared.rooms/on-demand-passcode.server";
import { onDemandChoiceFor, pickOnDemandSession } from "~/services/recordings/on-demand.server";
import { getConfig } from "~/utils/config.server";
import { httpErrorOf, pageNotFound, readForm } from "~/utils/http.server";
import { zoneDescription } from "~/utils/zone-format";
import { parseEventId } from "~/utils/route-ids";
import { linkPageMeta } from "~/routes/shared.account/link-page";

export const meta: MetaFunction<typeof loader> = ({ data }) => linkPageMeta(`${data?.stream?.title ?? "On demand"} — Watch on demand`);

const NO_STORE = { "Cache-Control": "private, no-store" };

function minutesLabel(seconds: number) {
  const minutes = Math.max(1, Math.round(seconds / 60));
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

function eventIdOf(value: string | undefined) {
  const eventId = parseEventId(value);
  if (eventId === null) throw pageNotFound();
  return eventId;
}

/** A registrant's on-demand page /on-demand/{eventId}/{accessToken}: "watch now" or one of the next sessions. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const eventId = eventIdOf(params.eventId);
  const choice = await onDemandChoiceFor({ request, eventId, accessToken: params.accessToken ?? "" }).catch((error: unknown) => {
    if (httpErrorOf(error)?.status === 404) throw pageNotFound();
    throw error;
  });
  const data: SessionChoiceData = {
    ...choice,
    durationLabel: choice.durationSeconds === null ? null : minutesLabel(choice.durationSeconds),
    zoneLabel: zoneDescription(choice.registrant.timezone),
  };
  return json(data, { headers: NO_STORE });
}

/** Picks a session (works without JavaScript): 303 to the session's page; a refusal is shown on this page. Or the event's passcode. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const eventId = eventIdOf(params.eventId);
  const form = await readForm(request);
  if (form.get("intent") === PASSCODE_INTENT)
    return onDemandPasscodeAnswer({ request, form, clientIp: context.clientIp, eventId, accessToken: params.accessToken ?? "" });
  const fields = Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  try {
    const origin = new URL(getConfig().PUBLIC_URL ?? request.url).origin;
    const { path } = await pickOnDemandSession({ request, eventId, accessToken: params.accessToken ?? "", fields, origin });
    return redirect(path, { status: 303, headers: NO_STORE });
  } catch (error) {
    const known = httpErrorOf(error);
    if (!known) throw error;
    if (known.status === 404) throw pageNotFound();
    return json({ error: known.message }, { status: known.status, headers: NO_STORE });
  }
}

export default function OnDemandChoiceRoute() {
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  if (data.passcodeRequired && data.stream) return <PasscodePage title={data.stream.title} hostName={data.stream.hostName} />;
  return <SessionChoice data={data} error={answer && "error" in answer ? answer.error : null} />;
}
