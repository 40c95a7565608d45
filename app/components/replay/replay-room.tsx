import { useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from "react";
import { brandStyle } from "~/components/settings/branding/brand-style";
import { OverlayLayer } from "~/components/overlays/overlay-layer";
import type { ShownOverlay } from "~/components/overlays/use-live-overlays";
import { OfferList } from "~/components/watch/offer-card";
import { parseOverlay } from "~/schemas/overlay-view";
import { isOverlayShowing } from "~/contracts/overlay-timing";
import {
  availabilityText,
  chatUpTo,
  isShowingAt,
  offsetAt,
  playbackTimeOf,
  type ReplayChatLine,
  type ReplayMode,
  type ReplayRoomData,
  type ReplayTimelineData,
} from "~/contracts/replay-room";
import { formatOffset } from "~/contracts/replay";
import { ReplayMoments } from "./replay-moments";
import { ReplayPlayer } from "./replay-player";
import * as styles from "./replay-room.css";
import { useReplayClock } from "./use-replay-clock";
import { useWatchTime } from "./use-watch-time";

export interface ReplayRoomProps {
  data: ReplayRoomData;
  /** "replay": the viewer seeks freely; "on-demand": a session as if live. */
  mode: ReplayMode;
  /** On-demand: how far the viewer may seek (the session's live point, in seconds of playback). */
  maxSeekSeconds?: number;
  /** On-demand: where playback begins (a late joiner starts at the live point), in seconds of playback. */
  startSeconds?: number;
  /** When the replay stops being available (UTC ISO): a countdown in the heading. */
  expiresAt?: string | null;
  /** The server's clock when the page was rendered: the countdown reads the same before hydration. */
  serverNow: string;
  /** Below the chat replay, in the same column (an on-demand session's own chat). */
  aside?: ReactNode;
}

/** "0:20  Hana · Host: hello": the time of playback the message was posted at, then who wrote it. */
function ChatLine({ line, mediaStartSeconds }: { line: ReplayChatLine; mediaStartSeconds: number }) {
  return (
    <li className={styles.chatLine}>
      <span className={styles.chatTime}>{formatOffset(playbackTimeOf(line.offsetSeconds, mediaStartSeconds))}</span>
      <span className={line.role ? styles.chatName.staff : styles.chatName.viewer}>
        {line.name}
        {line.role ? <span className={styles.role}> · {line.role}</span> : null}:
      </span>{" "}
      <span className={styles.chatText}>{line.message}</span>
    </li>
  );
}

/** Moves the video to `startSeconds` once it knows its length (the first time only: later seeks are the viewer's). */
function useStartAt(videoRef: RefObject<HTMLVideoElement | null>, startSeconds: number | undefined) {
  const first = useRef(startSeconds);
  useEffect(() => {
    const video = videoRef.current;
    const start = first.current;
    if (!video || !start) return;
    const move = () => {
      if (video.currentTime < start) video.currentTime = start;
    };
    if (video.readyState >= 1) move();
    else video.addEventListener("loadedmetadata", move, { once: true });
    return () => video.removeEventListener("loadedmetadata", move);
  }, [videoRef]);
}

/** The overlays on stage at `offset`, as the watch page's overlay layer draws them. */
function overlaysAt(timeline: ReplayTimelineData, offset: number): ShownOverlay[] {
  const momentMs = Date.parse(timeline.startedAt) + offset * 1000;
  return timeline.overlays.flatMap((item) => {
    if (!isShowingAt(offset, item.fromSeconds, item.toSeconds)) return [];
    const overlay = parseOverlay({ ...item.view, isActive: true });
    if (!overlay || !isOverlayShowing(overlay, momentMs)) return [];
    return [{ overlay, key: `${item.id}:${item.fromSeconds}`, arrivedLive: false, leavingSince: null }];
  });
}

/**
 * The replay room: the recording, and beside it what happened during the live, in time with the
 * playback: the chat, the overlays over the video, the offers (buyable), the polls' results and the
 * answered questions, and the chapters to jump to. Seeking moves all of them. Without JavaScript
 * the recording plays with the browser's controls and the whole chat and every offer are listed.
 * Used by the replay page and by on-demand sessions (`mode`, `maxSeekSeconds`).
 */
export function ReplayRoom({ data, mode, maxSeekSeconds, startSeconds, expiresAt, serverNow, aside }: ReplayRoomProps) {
  const { timeline } = data;
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const { time, playing } = useReplayClock(videoRef, maxSeekSeconds);
  const offset = offsetAt(time, timeline.mediaStartSeconds);
  useWatchTime({ target: data.watchTime, offset, playing });
  useStartAt(videoRef, startSeconds);

  const [hydrated, setHydrated] = useState(false);
  const [now, setNow] = useState(() => Date.parse(serverNow));
  useEffect(() => {
    setHydrated(true);
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(id);
  }, []);

  // Nothing before hydration: the server's page lists the whole chat and every offer for browsers without JavaScript.
  const chat = hydrated ? chatUpTo(timeline.chat, offset) : [];
  const chatEnd = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const list = chatEnd.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [chat.length]);

  const shownOverlays = overlaysAt(timeline, offset);
  const offers = !hydrated ? [] : timeline.offers.filter((item) => isShowingAt(offset, item.fromSeconds, item.toSeconds)).map((item) => item.view);
  const allOffers = useMemo(() => {
    const seen = new Map(timeline.offers.map((item) => [item.offerId, item.view]));
    return [...seen.values()];
  }, [timeline.offers]);
  const polls = hydrated ? timeline.polls.filter((poll) => poll.openedSeconds <= offset) : [];
  const questions = hydrated ? timeline.questions.filter((question) => question.offsetSeconds <= offset) : [];

  const currentChapter = timeline.chapters.filter((chapter) => chapter.offsetSeconds <= offset).at(-1);

  const seek = (offsetSeconds: number) => {
    const video = videoRef.current;
    if (!video) return;
    const target = playbackTimeOf(offsetSeconds, timeline.mediaStartSeconds);
    video.currentTime = maxSeekSeconds === undefined ? target : Math.min(target, maxSeekSeconds);
    if (video.paused) video.play().catch(() => undefined);
  };

  const offerProps = {
    alert: null,
    className: "",
    placement: "under" as const,
    streamId: data.checkout.streamId,
    uniqueId: data.checkout.uniqueId,
    attribution: mode,
    endsAt: {},
    now: hydrated ? now : null,
    renderedAt: Date.parse(serverNow),
    hydrated,
  };

  return (
    <div className={styles.page} style={brandStyle(data.brand)}>
      <div className={styles.heading}>
        <div className={styles.headingText}>
          <h1 className={styles.title}>{data.title}</h1>
          {data.hostName ? <p className={styles.subtitle}>Hosted by {data.hostName}</p> : null}
        </div>
        <div className={styles.badges}>
          <span className={styles.replayBadge}>{mode === "on-demand" ? "On demand" : "Replay"}</span>
          {expiresAt ? (
            <span className={styles.expiry} role="timer">
              {availabilityText(expiresAt, now)}
            </span>
          ) : null}
        </div>
      </div>

      <div className={styles.layout}>
        <div className={styles.main}>
          <ReplayPlayer
            ref={videoRef}
            src={data.src}
            title={data.title}
            overlays={<OverlayLayer overlays={shownOverlays} now={Date.parse(timeline.startedAt) + offset * 1000} />}
          />

          {timeline.chapters.length > 0 ? (
            <nav className={styles.card} aria-labelledby="chapters-heading">
              <h2 id="chapters-heading" className={styles.cardTitle}>
                Chapters
              </h2>
              <ol className={styles.chapters}>
                {timeline.chapters.map((chapter) => {
                  const at = playbackTimeOf(chapter.offsetSeconds, timeline.mediaStartSeconds);
                  return (
                    <li key={chapter.id}>
                      <a
                        className={styles.chapter}
                        href={`#t=${Math.floor(at)}`}
                        aria-current={hydrated && chapter.id === currentChapter?.id ? "true" : undefined}
                        onClick={(event) => {
                          event.preventDefault();
                          seek(chapter.offsetSeconds);
                        }}
                      >
                        <span className={styles.chapterTime}>{formatOffset(at)}</span>
                        {chapter.title}
                      </a>
                    </li>
                  );
                })}
              </ol>
            </nav>
          ) : null}

          {offers.length > 0 ? <OfferList offers={offers} {...offerProps} /> : null}
          {allOffers.length > 0 ? (
            <noscript>
              <OfferList offers={allOffers} {...offerProps} />
            </noscript>
          ) : null}

          {polls.length > 0 || questions.length > 0 ? <ReplayMoments polls={polls} questions={questions} /> : null}
          {timeline.polls.length > 0 || timeline.questions.length > 0 ? (
            <noscript>
              <ReplayMoments polls={timeline.polls} questions={timeline.questions} />
            </noscript>
          ) : null}
        </div>

        <div className={styles.side}>
          <section className={styles.chat} aria-labelledby="replay-chat-heading">
            <h2 id="replay-chat-heading" className={styles.chatHeading}>
              Chat replay
            </h2>
            {timeline.chat.length === 0 ? (
              <p className={styles.chatEmpty}>Nobody chatted during the live.</p>
            ) : (
              <>
                <ol ref={chatEnd} className={styles.chatList} aria-live="polite" data-replay-chat>
                  {chat.map((line) => (
                    <ChatLine key={line.id} line={line} mediaStartSeconds={timeline.mediaStartSeconds} />
                  ))}
                </ol>
                <noscript>
                  <ol className={styles.chatList}>
                    {timeline.chat.map((line) => (
                      <ChatLine key={line.id} line={line} mediaStartSeconds={timeline.mediaStartSeconds} />
                    ))}
                  </ol>
                </noscript>
              </>
            )}
          </section>
          {aside}
        </div>
      </div>
    </div>
  );
}
