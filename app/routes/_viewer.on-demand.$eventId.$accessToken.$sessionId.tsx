import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useLiveEvents } from "~/components/live/use-live-events";
import { OnDemandRoom } from "~/components/on-demand/on-demand-room";
import { SessionChat, SESSION_CHAT_INTENT } from "~/components/on-demand/session-chat";
import { SessionCountdown, SessionEnded, type SessionHeader } from "~/components/on-demand/session-room";
import { PasscodePage } from "~/components/watch/room-gates";
import { PASSCODE_INTENT } from "~/contracts/watch-data";
import { onDemandPasscodeAnswer } from "~/routes/shared.rooms/on-demand-passcode.server";
import { choicePath, openOnDemandSession, postOnDemandChat, sessionPath } from "~/services/recordings/on-demand.server";
import { formFailure, formSuccess } from "~/utils/form-result.server";
import { resultFor } from "~/utils/form-result";
import { httpErrorOf, pageNotFound, readForm } from "~/utils/http.server";
import { formatInZone } from "~/utils/zone-format";
import { parseEventId, parseSessionId } from "~/utils/route-ids";
import { linkPageMeta } from "~/routes/shared.account/link-page";

export const meta: MetaFunction<typeof loader> = ({ data }) => linkPageMeta(`${data?.header.title ?? "On-demand session"} — On demand`);

const NO_STORE = { "Cache-Control": "private, no-store" };

function idsOf(params: LoaderFunctionArgs["params"]) {
  const eventId = parseEventId(params.eventId);
  if (eventId === null) throw pageNotFound();
  return { eventId, accessToken: params.accessToken ?? "", sessionId: parseSessionId(params.sessionId) };
}

/** A registrant's session: a countdown before it, the recording from its live point while it plays, an end notice after. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const ids = idsOf(params);
  const now = new Date();
  const session = await openOnDemandSession({ request, ...ids, now }).catch((error: unknown) => {
    if (httpErrorOf(error)?.status === 404) throw pageNotFound();
    throw error;
  });
  const header: SessionHeader = {
    title: session.title,
    startsLabel: formatInZone(session.clock.startsAt, session.registrant.timezone, { year: undefined }),
    choicePath: choicePath(ids.eventId, ids.accessToken),
  };
  const { setCookie, timeline: _timeline, ...page } = session;
  const headers = new Headers(NO_STORE);
  if (setCookie) headers.append("Set-Cookie", setCookie);
  return json(
    { ...page, header, serverNow: now.toISOString(), path: sessionPath(ids.eventId, ids.accessToken, session.seat.sessionId) },
    { headers },
  );
}

/** The session chat's form (with JavaScript through a fetcher, without as a plain post that lands back here). */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const ids = idsOf(params);
  const form = await readForm(request);
  if (form.get("intent") === PASSCODE_INTENT) return onDemandPasscodeAnswer({ request, form, clientIp: context.clientIp, ...ids });
  if (form.get("intent") !== SESSION_CHAT_INTENT) throw pageNotFound();
  const message = form.get("message");
  try {
    await postOnDemandChat({ request, ...ids, message });
    return formSuccess(SESSION_CHAT_INTENT, { headers: NO_STORE });
  } catch (error) {
    const known = httpErrorOf(error);
    if (!known) throw error;
    if (known.status === 404) throw pageNotFound();
    return formFailure(SESSION_CHAT_INTENT, known, { values: { message: typeof message === "string" ? message : "" } });
  }
}

const isChatIntent = (value: unknown): value is typeof SESSION_CHAT_INTENT | null => value === SESSION_CHAT_INTENT || value === null;

export default function OnDemandSessionRoute() {
  const data = useLoaderData<typeof loader>();
  const answer = resultFor(useActionData<typeof action>(), isChatIntent);
  const playing = data.clock.phase === "playing";
  const live = useLiveEvents({ streamId: data.stream.streamId, token: data.viewer.uniqueId, enabled: playing && !data.passcodeRequired });
  if (data.passcodeRequired) return <PasscodePage title={data.header.title} hostName={data.hostName} />;
  if (data.clock.phase === "upcoming")
    return <SessionCountdown header={data.header} startsInSeconds={data.clock.startsInSeconds} sessionPath={data.path} />;
  if (data.clock.phase === "ended" || !data.room) return <SessionEnded header={data.header} />;
  return (
    <OnDemandRoom
      room={data.room}
      livePlaybackSeconds={data.livePlaybackSeconds ?? 0}
      serverNow={data.serverNow}
      chat={
        <SessionChat
          messages={data.chat}
          on={live.on}
          post={data.stream.chatEnabled ? { action: data.path, fields: { intent: SESSION_CHAT_INTENT } } : null}
          note={data.stream.chatEnabled ? null : "The chat is turned off for this event."}
          ownViewerId={data.viewer.id}
          answer={answer}
          scopeLabel="Only this session's viewers and the host see it"
        />
      }
    />
  );
}
