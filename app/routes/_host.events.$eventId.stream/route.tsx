import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, type SerializeFrom } from "@remix-run/node";
import { useActionData, useLoaderData, useSearchParams, type ShouldRevalidateFunction } from "@remix-run/react";
import { useEffect, useState } from "react";
import { isStreamIntent, STREAM_HEALTH_ID } from "~/components/event-dashboard/constants";
import { StreamHealthPanel } from "~/components/event-dashboard/stream-health";
import { ChatPanel } from "~/components/event-settings/chat-panel";
import { CHAT_ID, isChatIntentOrUnknown, settingsPath, TAB_PARAM, tabPath } from "~/components/event-settings/constants";
import { ProfileDialog, ProfilePanel, useProfileTarget } from "~/components/event-settings/customer-profile";
import { MarkChapter } from "~/components/event-settings/mark-chapter";
import { OffersTab } from "~/components/event-settings/offers/offers-tab";
import { OverlaysTab } from "~/components/event-settings/overlays/overlays-tab";
import { PollsTab } from "~/components/event-settings/polls/polls-tab";
import { QaTab } from "~/components/event-settings/qa/qa-tab";
import { SettingsTabs } from "~/components/event-settings/settings-tabs";
import { TabAlert, TabNotice } from "~/components/event-settings/tab-notice";
import { useHostChat } from "~/components/event-settings/use-host-chat";
import { useHydrated } from "~/components/events/use-hydrated";
import { useRevalidateWhenIdle } from "~/components/live/use-revalidate-when-idle";
import {
  CONFIRM_PARAM,
  END_EVENT_CONFIRM,
  parseSource,
  parseStudioPanel,
  SOURCE_PARAM,
  studioPath,
  VIEW_PARAMS,
} from "~/components/studio/constants";
import { NoStream } from "~/components/studio/no-stream";
import { ProgramPreview } from "~/components/studio/program-preview";
import { StudioShortcuts } from "~/components/studio/shortcuts";
import { SourcePicker } from "~/components/studio/source-picker";
import { StreamControls } from "~/components/studio/stream-controls";
import { StudioHeader } from "~/components/studio/studio-header";
import * as styles from "~/components/studio/studio.css";
import { useActionToast } from "~/components/toaster";
import { STAFF_BADGES } from "~/contracts/live-events";
import { REPLAY_LIMITS } from "~/schemas/replay";
import { requireUser } from "~/services/account/auth.server";
import { formErrorOf, resultFor } from "~/utils/form-result";
import { studioAction, studioData } from "./studio.server";
import { pageMeta } from "~/utils/page-meta";

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data ? `Studio — ${data.event.title}` : "Studio");

/**
 * GET /events/{eventId}/stream: the studio, where the host runs the live hour: the program as
 * viewers receive it, its source (?source=encoder|camera|screen|screen-and-camera), the broadcast's
 * controls, and the room beside it: the chat, and the Q&A, Polls, Offers and Overlays panels
 * (?tab=). A moderator gets the chat and Q&A; anyone but the host's team a 404.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return json(await studioData({ request, user, eventIdParam: params.eventId }));
}

/** POST: End event, the test stream and the stream key, and every form of the room (studio.server.ts). */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  return studioAction({ request, user, eventIdParam: params.eventId });
}

/** A source, a panel or the End event question only changes what the page shows: nothing to reload. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  if ((formMethod && formMethod !== "GET") || currentUrl.pathname !== nextUrl.pathname || currentUrl.search === nextUrl.search) {
    return defaultShouldRevalidate;
  }
  const rest = (url: URL) => {
    const params = new URLSearchParams(url.search);
    for (const name of VIEW_PARAMS) params.delete(name);
    params.sort();
    return params.toString();
  };
  return rest(currentUrl) === rest(nextUrl) ? false : defaultShouldRevalidate;
};

type Data = SerializeFrom<typeof loader>;

export default function StudioPage() {
  const data = useLoaderData<typeof loader>();
  return data.room ? <Studio data={data} room={data.room} /> : <NoStudio data={data} />;
}

function NoStudio({ data }: { data: Data }) {
  return (
    <div className={styles.page}>
      <StudioHeader
        event={data.event}
        isLive={data.live.status === "live"}
        liveSince={data.live.since}
        renderedAt={data.live.renderedAt}
        viewerCount={null}
        teamRole={data.role === "host" ? null : STAFF_BADGES[data.role]}
      />
      <NoStream eventId={data.event.id} isHost={data.role === "host"} />
    </div>
  );
}

function Studio({ data, room }: { data: Data; room: NonNullable<Data["room"]> }) {
  const { role, panels, broadcast, live } = data;
  const { event, stream } = room;
  const actionData = useActionData<typeof action>() ?? null;
  useActionToast(actionData?.toast);
  const hydrated = useHydrated();
  const chat = useHostChat({ ...stream, messages: room.messages, viewerCount: room.viewerCount, moderatedViewers: room.moderatedViewers });
  const { on, isLive } = chat;
  // Live or not by itself (the encoder, the ingest): the program and the controls follow.
  const revalidate = useRevalidateWhenIdle();
  useEffect(() => on("stream_status", (status) => (status.isLive !== stream.isLive ? revalidate() : undefined)), [on, stream.isLive, revalidate]);

  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseStudioPanel(searchParams.get(TAB_PARAM), panels);
  // The source is the page's own once it runs: an address without it (a link, a redirect) never stops a broadcast.
  const [source, setSource] = useState(() => parseSource(searchParams.get(SOURCE_PARAM)));
  const chooseSource = (next: typeof source) => {
    setSource(next);
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === "encoder") params.delete(SOURCE_PARAM);
        else params.set(SOURCE_PARAM, next);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  const basePath = studioPath(event.id);
  const profiles = useProfileTarget({ fromUrl: room.profile, basePath, hydrated });
  const streamFailure = formErrorOf(resultFor(actionData, isStreamIntent));
  const setup = broadcast?.setup.stream;
  const heldMessageId = chat.messages.filter((m) => m.status === "held").reduce<number | null>((oldest, m) => Math.min(oldest ?? m.id, m.id), null);

  const header = (
    <div className={styles.head}>
      <StudioHeader
        event={event}
        isLive={isLive}
        liveSince={live.since}
        renderedAt={live.renderedAt}
        viewerCount={chat.viewerCount}
        teamRole={role === "host" ? null : STAFF_BADGES[role]}
        actions={
          hydrated ? (
            <StudioShortcuts
              targets={{
                heldMessageId,
                nextOfferId: data.offers ? (data.offers.offers.find((offer) => !offer.isRevealed)?.id ?? null) : undefined,
                nextPollId: data.polls ? (data.polls.polls.find((poll) => poll.status === "draft")?.id ?? null) : undefined,
              }}
            />
          ) : null
        }
      />
      <TabNotice hydrated={hydrated} />
      <TabAlert message={streamFailure} />
    </div>
  );

  return (
    <div className={broadcast ? styles.layout.broadcast : styles.layout.room}>
      {header}
      {broadcast && setup ? (
        <div className={styles.stage}>
          <ProgramPreview title={event.title} {...broadcast.program} />
          <StreamControls
            eventId={event.id}
            isLive={isLive}
            canEnd={live.canEnd || isLive}
            ended={live.status === "completed"}
            liveByItself={broadcast.can.liveByItself}
            confirmEnd={searchParams.get(CONFIRM_PARAM) === END_EVENT_CONFIRM}
            source={source}
            tab={tab}
            test={broadcast.can.testStream ? { stream: setup, problem: broadcast.setup.problem } : null}
          />
          {isLive ? <MarkChapter hydrated={hydrated} titleLimit={REPLAY_LIMITS.chapterTitle} /> : null}
          <SourcePicker
            source={source}
            onChoose={chooseSource}
            hydrated={hydrated}
            tab={tab}
            stream={setup}
            isLive={isLive}
            liveByItself={broadcast.can.liveByItself}
            browser={broadcast.browser}
          />
          {broadcast.setup.health ? (
            <StreamHealthPanel
              refreshHref={`${basePath}#${STREAM_HEALTH_ID}`}
              streamId={stream.streamId}
              streamIsLive={isLive}
              initial={broadcast.setup.health.latest}
              renderedAt={broadcast.setup.health.renderedAt}
              on={on}
            />
          ) : null}
        </div>
      ) : null}
      <div className={styles.side}>
        <ChatPanel
          fill
          messages={chat.messages}
          connection={chat.connection}
          chatOpen={chat.chatOpen}
          slowModeSeconds={chat.slowModeSeconds}
          viewerStates={chat.viewerStates}
          room={event.waitingRoom && role !== "moderator" ? { open: chat.roomOpen, isLive } : null}
          sales={role === "host" ? chat.sales : undefined}
          actionData={resultFor(actionData, isChatIntentOrUnknown)}
          context={{
            basePath,
            hostName: data.hostName,
            timeZone: event.timezone,
            hydrated,
            openProfile: role === "host" ? profiles.open : undefined,
          }}
        />
        {room.profile && (!hydrated || !room.profile.found) ? (
          <ProfilePanel profile={room.profile} timeZone={event.timezone} closeHref={`${basePath}#${CHAT_ID}`} />
        ) : null}
      </div>
      <section className={styles.room} aria-label="Room panels">
        {panels.length > 1 ? (
          <SettingsTabs
            basePath={basePath}
            current={tab}
            tabs={panels}
            hrefOf={(panel) => studioPath(event.id, { source, tab: panel })}
            label="Room panels"
          />
        ) : null}
        {tab === "qa" && data.qa ? <QaTab data={data.qa} actionData={actionData} basePath={basePath} hydrated={hydrated} on={on} /> : null}
        {tab === "polls" && data.polls ? <PollsTab data={data.polls} actionData={actionData} hydrated={hydrated} on={on} /> : null}
        {tab === "offers" && data.offers ? (
          <OffersTab
            data={data.offers}
            actionData={actionData}
            basePath={basePath}
            hydrated={hydrated}
            editIn={tabPath(settingsPath(event.id, stream.streamId), "offers")}
          />
        ) : null}
        {tab === "overlays" && data.overlays ? (
          <OverlaysTab data={data.overlays} actionData={actionData} basePath={basePath} hydrated={hydrated} />
        ) : null}
      </section>
      {profiles.target ? (
        <ProfileDialog key={profiles.target.id} target={profiles.target} timeZone={event.timezone} onClose={profiles.close} />
      ) : null}
    </div>
  );
}
