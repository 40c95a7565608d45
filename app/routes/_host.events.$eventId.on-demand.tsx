import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { SessionChat } from "~/components/on-demand/session-chat";
import {
  OnDemandSessionsList,
  OnDemandSettingsForm,
  REPLY_IN_SESSION,
  SAVE_ON_DEMAND,
  type OnDemandHostData,
} from "~/components/on-demand/settings-form";
import * as styles from "~/components/on-demand/settings-form.css";
import { requireUser } from "~/services/account/auth.server";
import {
  ON_DEMAND_MESSAGES,
  onDemandChatForHost,
  onDemandForHost,
  postHostOnDemandChat,
  saveOnDemandForHost,
} from "~/services/recordings/on-demand.server";
import { redirectWithToast } from "~/services/account/toast.server";
import { formFailure, formSuccess } from "~/utils/form-result.server";
import { resultFor, type FormResult } from "~/utils/form-result";
import { httpErrorOf, pageNotFound, readForm } from "~/utils/http.server";
import { formatInZone } from "~/utils/zone-format";
import { parseEventId, parseSessionId } from "~/utils/route-ids";
import { pageMeta } from "~/utils/page-meta";

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data ? `On demand: ${data.event.title}` : "On demand");

const INTENTS = [SAVE_ON_DEMAND, REPLY_IN_SESSION] as const;
type Intent = (typeof INTENTS)[number];
const isIntent = (value: unknown): value is Intent | null => value === null || INTENTS.includes(value as Intent);

const minutesLabel = (seconds: number) => `${Math.max(1, Math.round(seconds / 60))} min`;

/** The event's on-demand page for its host: the settings, the on-demand audience, and one session's chat (?session=). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const eventId = parseEventId(params.eventId);
  if (eventId === null) throw pageNotFound();
  const found = await onDemandForHost({ hostId: user.id, eventId }).catch((error: unknown) => {
    if (httpErrorOf(error)?.status === 404) throw pageNotFound();
    throw error;
  });
  const zone = found.event.timezone;
  const sessionId = parseSessionId(new URL(request.url).searchParams.get("session") ?? undefined);
  const open = found.sessions.find((session) => session.id === sessionId) ?? null;
  const data: OnDemandHostData = {
    event: found.event,
    settings: found.settings,
    recordingStatus: found.recordingStatus,
    durationLabel: found.playableSeconds === null ? null : minutesLabel(found.playableSeconds),
    figures: found.figures,
    sessions: found.sessions.map((session) => ({ ...session, label: formatInZone(session.startsAt, zone) })),
  };
  const chat = open
    ? { sessionId: open.id, label: formatInZone(open.startsAt, zone), messages: await onDemandChatForHost({ hostId: user.id, sessionId: open.id }) }
    : null;
  return json({ ...data, chat }, { headers: { "Cache-Control": "private, no-store" } });
}

/** intent=on-demand-settings saves the settings; intent=on-demand-reply answers in a session's chat. Both work without JavaScript. */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const eventId = parseEventId(params.eventId);
  if (eventId === null) throw pageNotFound();
  const form = await readForm(request);
  const intent = form.get("intent");
  const fields = Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  try {
    if (intent === SAVE_ON_DEMAND) {
      await saveOnDemandForHost({ hostId: user.id, eventId, fields });
      return redirectWithToast(new URL(request.url).pathname, { title: ON_DEMAND_MESSAGES.saved });
    }
    if (intent === REPLY_IN_SESSION) {
      await postHostOnDemandChat({ hostId: user.id, sessionId: parseSessionId(fields.sessionId), message: fields.message });
      return formSuccess(REPLY_IN_SESSION);
    }
  } catch (error) {
    const known = httpErrorOf(error);
    if (!known) throw error;
    if (known.status === 404) throw pageNotFound();
    return formFailure(intent === REPLY_IN_SESSION ? REPLY_IN_SESSION : SAVE_ON_DEMAND, known, { fieldErrors: known.fieldErrors, values: fields });
  }
  throw pageNotFound();
}

export default function OnDemandHostPage() {
  const data = useLoaderData<typeof loader>();
  const answer = resultFor(useActionData<typeof action>(), isIntent);
  const settingsAnswer = answer?.intent === SAVE_ON_DEMAND ? (answer as FormResult) : null;
  return (
    <div className={styles.page}>
      <Link to={`/events/${data.event.id}`} className={styles.back}>
        ← Back to the event
      </Link>
      <div>
        <h1 className={styles.title}>On demand: {data.event.title}</h1>
        <p className={styles.lead}>
          Let registrants watch the recording as a session of their own, any time.
          {data.durationLabel ? ` Each session runs ${data.durationLabel}.` : ""}
        </p>
      </div>
      <OnDemandSettingsForm data={data} answer={settingsAnswer} />
      <OnDemandSessionsList data={data} openSessionId={data.chat?.sessionId ?? null} />
      {data.chat ? (
        <SessionChat
          key={data.chat.sessionId}
          messages={data.chat.messages}
          on={null}
          post={{ action: `?session=${data.chat.sessionId}`, fields: { intent: REPLY_IN_SESSION, sessionId: String(data.chat.sessionId) } }}
          note={null}
          ownViewerId={null}
          answer={answer?.intent === REPLY_IN_SESSION ? (answer as FormResult) : null}
          scopeLabel={`Session of ${data.chat.label}: only its viewers and you see it`}
        />
      ) : null}
    </div>
  );
}
