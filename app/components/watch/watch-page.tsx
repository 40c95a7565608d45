import { EmbeddedPlayer } from "~/components/player/embedded-player";
import { RegistrationGate } from "./registration-gate";
import { StreamOffline } from "./stream-offline";
import { useLiveStream } from "./use-live-stream";
import type { WatchPageData } from "./watch-route.server";
import * as styles from "./watch.css";

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

/** The viewer's page: the registration gate, 'Stream Offline', or the live player; kept current by push. */
export function WatchPage({ data }: { data: WatchPageData }) {
  const { watch, uniqueId, startsAt } = data;
  const streamId = watch.streamId ?? "";
  const gated = watch.requiresRegistration;
  const live = useLiveStream({
    streamId,
    uniqueId,
    initial: { isLive: watch.isLive, status: watch.status, playbackUrl: watch.playbackUrl, viewerCount: data.viewerCount },
    enabled: !gated && streamId !== "",
  });
  const title = watch.eventTitle ?? watch.title ?? "Live stream";
  const playing = !gated && live.isLive && live.playbackUrl && live.connection !== "removed";

  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <div>
          <h1 className={styles.title}>{title}</h1>
          {watch.hostName ? <p className={styles.subtitle}>Hosted by {watch.hostName}</p> : null}
        </div>
        <div className={styles.badges}>
          <span className={live.isLive ? styles.badge.live : styles.badge.offline} role="status">
            <span className={styles.dot} aria-hidden="true" />
            {live.isLive ? "LIVE" : "Offline"}
          </span>
          {live.isLive ? <ViewerCount count={live.viewerCount} /> : null}
        </div>
      </div>

      {live.connection === "removed" ? (
        <section className={styles.notice} role="alert">
          <h2 className={styles.noticeTitle}>Removed from Stream</h2>
          <p className={styles.noticeText}>You have been removed from this stream.</p>
        </section>
      ) : gated ? (
        <RegistrationGate title={title} />
      ) : playing ? (
        <div className={styles.stage}>
          <EmbeddedPlayer src={live.playbackUrl ?? ""} title={title} />
          <noscript>
            <video className={styles.noscriptVideo} src={live.playbackUrl ?? ""} controls playsInline autoPlay muted />
          </noscript>
        </div>
      ) : (
        <StreamOffline startsAt={startsAt} />
      )}

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
