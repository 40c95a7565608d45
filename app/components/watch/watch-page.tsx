import { useActionData, useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { lazyPart } from "~/components/lazy-part";
import { useLiveLanding } from "~/components/landing-page/use-live-landing";
import { OverlayLayer } from "~/components/overlays/overlay-layer";
import { brandStyle } from "~/components/settings/branding/brand-style";
import { useLiveOverlays } from "~/components/overlays/use-live-overlays";
import { NoVideoNotice } from "~/components/player/status-overlay";
import { createVideoClock, VideoClockContext } from "~/components/player/video-clock";
import { useToast } from "~/components/toaster";
import { ChatPanel } from "./chat-panel";
import { HighlightedQuestion } from "./highlighted-question";
import { EventEnded, StreamOffline } from "./stream-offline";
import { useLiveHandouts } from "./use-live-handouts";
import { useLiveHearts } from "./use-live-hearts";
import { useLiveOffers } from "./use-live-offers";
import { useLiveQuestions } from "./use-live-questions";
import { useLivePoll } from "./use-live-poll";
import * as pollStyles from "./poll-card.css";
import { useLiveStream } from "./use-live-stream";
import { HANDOUTS_ID, OFFERS_ID, POLL_ID, VOTE_INTENT, type WatchPageData } from "../../contracts/watch-data";
import { QUESTIONS_ID } from "./question-forms";
import { RoomTabs } from "./room-tabs";
import { useChatArrivals, useRoomTabs, type RoomTabSource } from "./use-room-tabs";
import { formErrorOf, type FormResult } from "~/utils/form-result";
import * as styles from "./watch.css";

// Loaded only when the page shows them, so a slow phone waiting for the event to start downloads
// neither the player (hls.js comes later still) nor the offers nor the landing page; a registered
// viewer never downloads the gates, and a room without Q&A or handouts not those either.
const EmbeddedPlayer = lazyPart("#player", () => import("~/components/player/embedded-player").then((module) => module.EmbeddedPlayer));
const OfferList = lazyPart("[data-offers]", () => import("./offer-card").then((module) => module.OfferList));
const PollCard = lazyPart("#poll", () => import("./poll-card").then((module) => module.PollCard));
const LandingPanel = lazyPart("[data-landing-page]", () => import("~/components/landing-page/landing-panel").then((module) => module.LandingPanel));
const RegistrationGate = lazyPart('[aria-labelledby="join-title"], [aria-labelledby="inbox-title"]', () =>
  import("./registration-gate").then((module) => module.RegistrationGate),
);
const PasscodeGate = lazyPart('[aria-labelledby="passcode-title"]', () => import("./room-gates").then((module) => module.PasscodeGate));
const ConfirmEmailGate = lazyPart('[aria-labelledby="confirm-title"]', () => import("./room-gates").then((module) => module.ConfirmEmailGate));
const WaitingRoom = lazyPart('[aria-labelledby="waiting-title"]', () => import("./waiting-room").then((module) => module.WaitingRoom));
const QuestionsPanel = lazyPart("#questions", () => import("./questions-panel").then((module) => module.QuestionsPanel));
const CheckoutNotice = lazyPart("[data-checkout-notice]", () => import("./checkout-notice").then((module) => module.CheckoutNotice));
const RoomPeek = lazyPart("[data-room-peek]", () => import("./room-peek").then((module) => module.RoomPeek));
const HandoutList = lazyPart("[data-handouts]", () => import("./handout-list").then((module) => module.HandoutList));

/** The room's parts a registered viewer has beside the chat, in the tab bar's order; null for a part the event lacks. */
function roomTabSources(keys: Record<"chat", number[]> & Record<"questions" | "poll" | "handouts" | "offers", (string | number)[] | null>) {
  const sources: RoomTabSource[] = [{ id: "chat", label: "Chat", anchor: "chat", keys: keys.chat, unread: "count" }];
  if (keys.questions) sources.push({ id: "questions", label: "Q&A", anchor: QUESTIONS_ID, keys: keys.questions, unread: "count" });
  if (keys.poll) sources.push({ id: "poll", label: "Polls", anchor: POLL_ID, keys: keys.poll, unread: "dot" });
  if (keys.handouts) sources.push({ id: "handouts", label: "Handouts", anchor: HANDOUTS_ID, keys: keys.handouts, unread: "count" });
  if (keys.offers) sources.push({ id: "offers", label: "Offer", anchor: OFFERS_ID, keys: keys.offers, unread: "dot" });
  return sources;
}

function ViewerCount({ count }: { count: number }) {
  return (
    <span className={styles.badge.count} aria-label={`${count} watching now`}>
      <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
        <circle cx="12" cy="12" r="3" />
      </svg>
      {count} watching
    </span>
  );
}

/**
 * The viewer's page: the registration gate, 'Stream Offline', or the live player, either with the
 * host's overlays over it, and beside it a registered viewer's chat; kept current by push over one
 * live connection.
 */
export function WatchPage({ data }: { data: WatchPageData }) {
  const { watch, uniqueId, startsAt, chat } = data;
  const streamId = watch.streamId ?? "";
  const gated = watch.requiresRegistration || watch.requiresPasscode || watch.requiresEmailConfirmation;
  const live = useLiveStream({
    streamId,
    uniqueId,
    initial: {
      isLive: watch.isLive,
      status: watch.status,
      playbackUrl: watch.playbackUrl,
      viewerCount: data.viewerCount,
      eventEnded: data.ended !== null,
    },
    enabled: !gated && streamId !== "",
    since: data.liveSince,
  });
  const title = watch.eventTitle ?? watch.title ?? "Live stream";
  const removed = live.connection === "removed";
  const playing = !gated && live.isLive && live.playbackUrl && !removed;
  const hearts = useLiveHearts(streamId, uniqueId, live.on);
  const [videoClock] = useState(createVideoClock);
  const overlays = useLiveOverlays({
    initial: data.overlays,
    serverNow: data.serverNow,
    on: live.on,
    streamId,
    uniqueId,
    connection: live.connection,
    videoClock: videoClock.now,
  });
  const landing = useLiveLanding(data.landing, live.on);
  const overlayLayer = <OverlayLayer overlays={overlays.overlays} now={overlays.now} />;
  const toast = useToast();
  useEffect(() => {
    if (removed) toast({ title: "Removed from Stream", description: "You have been removed from this stream", variant: "destructive" });
  }, [removed, toast]);
  const [roomOpen, setRoomOpen] = useState(data.waitingRoom?.open ?? true);
  const { on } = live;
  useEffect(() => on("room_state", (state) => setRoomOpen(state.open)), [on]);
  const waiting = data.waitingRoom !== null && !roomOpen && !live.isLive && !gated && !removed;
  const withChat = Boolean(chat && watch.viewer && uniqueId && streamId && !gated && !waiting);
  const selling = useLiveOffers({ initial: data.offers, serverNow: data.serverNow, on: live.on });
  const voting = useLivePoll({ initial: data.poll, on: live.on });
  const pageAnswer = useActionData<FormResult>();
  const withPoll = !removed && !gated && !waiting && voting.poll !== null;
  const withOffers = (!removed && !gated && !waiting && selling.offers.length > 0) || withPoll;
  const handouts = useLiveHandouts(data.handouts, live.on);
  const asking = useLiveQuestions({
    room: { streamId, uniqueId, on: live.on, connected: live.connection === "open" && data.questions !== null, session: live.session },
    initial: data.questions?.items ?? [],
  });
  const withQuestions = Boolean(data.questions && watch.viewer && uniqueId && streamId && !gated && !waiting && !removed);
  const highlighted = withQuestions ? asking.questions.find((q) => q.status === "highlighted") : undefined;
  const withHandouts = !removed && !gated && !waiting && handouts.length > 0;
  const chatArrivals = useChatArrivals(live.on, watch.viewer?.id ?? null);
  const room = useRoomTabs(
    withChat
      ? roomTabSources({
          chat: chatArrivals,
          questions: withQuestions ? asking.questions.filter((question) => !question.mine).map((question) => question.id) : null,
          poll: withPoll && voting.poll ? [voting.poll.id] : null,
          handouts: withHandouts ? handouts.map((handout) => handout.id) : null,
          offers: withOffers && selling.offers.length > 0 ? selling.offers.map((offer) => offer.id) : null,
        })
      : [],
  );
  const tabbed = room.tabs.length > 1;
  const { pathname } = useLocation();
  const offerList =
    selling.offers.length > 0 ? (
      <OfferList
        offers={selling.offers}
        alert={selling.alert}
        className={withChat ? styles.offersUnder : ""}
        placement={withChat ? "under" : "aside"}
        streamId={streamId}
        uniqueId={uniqueId}
        endsAt={data.offerEndsAt}
        now={selling.now}
        renderedAt={Date.parse(data.serverNow)}
        hydrated={selling.now !== null}
      />
    ) : null;
  const offers =
    withPoll && voting.poll ? (
      <div className={`${pollStyles.stack} ${withChat ? styles.offersUnder : ""}`}>
        <PollCard
          key={voting.poll.id}
          poll={voting.poll}
          uniqueId={uniqueId}
          hydrated={selling.now !== null}
          pageError={pageAnswer?.intent === VOTE_INTENT ? formErrorOf(pageAnswer) : null}
          onVoted={voting.setPoll}
        />
        {offerList}
      </div>
    ) : withOffers ? (
      offerList
    ) : null;

  return (
    <div className={withChat ? styles.page.wide : styles.page.narrow} style={brandStyle(data.brand)}>
      {data.checkoutReturn ? <CheckoutNotice result={data.checkoutReturn} pathname={pathname} /> : null}
      <div className={withChat ? styles.screen : styles.plain} data-tab={tabbed ? room.active : undefined}>
        <div className={styles.heading}>
          <div className={styles.headingText}>
            <h1 className={styles.title}>{title}</h1>
            {watch.hostName ? <p className={styles.subtitle}>Hosted by {watch.hostName}</p> : null}
          </div>
          <div className={styles.badges}>
            <span className={live.isLive ? styles.badge.live : styles.badge.offline} role="status">
              <span className={styles.dot} aria-hidden="true" />
              {live.isLive ? "LIVE" : live.eventEnded ? "Ended" : "Offline"}
            </span>
            {live.isLive ? <ViewerCount count={live.viewerCount} /> : null}
          </div>
        </div>

        {highlighted ? <HighlightedQuestion question={highlighted} /> : null}

        <div className={withChat ? (withOffers ? styles.layoutWithOffers : styles.layout) : withOffers ? styles.singleWithOffers : styles.single}>
          {removed ? (
            <section className={styles.notice} role="alert">
              <h2 className={styles.noticeTitle}>Removed from Stream</h2>
              <p className={styles.noticeText}>You have been removed from this stream.</p>
            </section>
          ) : watch.requiresPasscode ? (
            <PasscodeGate title={title} hostName={watch.hostName} />
          ) : watch.requiresEmailConfirmation && watch.viewer ? (
            <ConfirmEmailGate email={watch.viewer.email} />
          ) : gated ? (
            <RegistrationGate title={title} />
          ) : waiting ? (
            <WaitingRoom hostName={watch.hostName} startsAt={startsAt} scheduledAt={watch.scheduledAt} />
          ) : playing && !data.videoAvailable ? (
            <div className={styles.offlineStage}>
              <NoVideoNotice />
              {overlayLayer}
            </div>
          ) : playing ? (
            <div id="player" className={styles.stage}>
              {withChat ? (
                <a href="#chat" className={styles.chatToggle}>
                  Chat
                </a>
              ) : null}
              {/* Without JavaScript the player frame holds a plain <video> of the stream (its own <noscript>). */}
              <VideoClockContext.Provider value={videoClock}>
                <EmbeddedPlayer
                  src={live.playbackUrl ?? ""}
                  title={title}
                  onHeart={hearts.send}
                  remoteHearts={hearts.received}
                  overlays={overlayLayer}
                  muteOnEntry={data.muteOnEntry}
                />
              </VideoClockContext.Provider>
            </div>
          ) : live.eventEnded ? (
            <EventEnded hostName={watch.hostName} replayPath={data.ended?.replayPath ?? null} />
          ) : (
            <div className={styles.offlineStage}>
              <StreamOffline startsAt={startsAt} />
              {overlayLayer}
            </div>
          )}
          {offers}
          {withChat && chat && watch.viewer && uniqueId ? (
            <ChatPanel
              streamId={streamId}
              uniqueId={uniqueId}
              viewerId={watch.viewer.id}
              initial={chat.messages}
              open={chat.open}
              slowModeSeconds={chat.slowModeSeconds}
              nextMessageAt={chat.nextMessageAt}
              timedOutUntil={chat.timedOutUntil}
              timeZone={chat.timeZone}
              on={live.on}
              connection={live.connection}
              session={live.session}
            />
          ) : null}
        </div>
        {tabbed ? <RoomTabs tabs={room.tabs} active={room.active} open={room.open} /> : null}
        {tabbed && (withPoll || withOffers) ? (
          <RoomPeek poll={withPoll ? voting.poll : null} offers={withOffers ? selling.offers : []} open={room.open} />
        ) : null}
        {/* On a phone the room's other parts are tabs of the chat's screen; beside the player they follow it. */}
        {withQuestions && data.questions && watch.viewer && uniqueId ? (
          <QuestionsPanel
            streamId={streamId}
            uniqueId={uniqueId}
            viewerId={watch.viewer.id}
            questions={asking.questions}
            apply={asking.apply}
            anonymousAllowed={data.questions.anonymousAllowed}
            closed={live.eventEnded}
          />
        ) : null}
        {withHandouts ? <HandoutList handouts={handouts} streamId={streamId} token={uniqueId} /> : null}
      </div>

      {removed || gated || !landing?.isVisible ? null : <LandingPanel settings={landing} />}

      {watch.viewer ? (
        <p className={styles.viewerBar}>
          <span>
            Watching as <strong>{watch.viewer.firstName}</strong>
          </span>
          <span>Bookmark this page: it is your personal link.</span>
        </p>
      ) : null}
    </div>
  );
}
