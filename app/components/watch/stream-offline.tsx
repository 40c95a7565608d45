import { RoomNotice } from "./room-notice";
import * as styles from "./watch.css";

/** 'Stream Offline': what the viewer waits for, and how the host starts the broadcast. */
export function StreamOffline({ startsAt, removed }: { startsAt: string | null; removed?: boolean }) {
  return (
    <RoomNotice
      titleId="offline-title"
      title="Stream Offline"
      icon="M2 8.5a15 15 0 0 1 4.2-2.8M10.7 5.1A15 15 0 0 1 22 8.5M5 12.5a10 10 0 0 1 3.5-2M13.8 10.2A10 10 0 0 1 19 12.5M8.5 16.4a5 5 0 0 1 7 0M12 20h.01M3 3l18 18"
      live
      waiting
    >
      <p className={styles.noticeText}>
        {startsAt ? `The broadcast is scheduled for ${startsAt}. ` : "The broadcast has not started yet. "}
        {removed ? "" : "Keep this page open: the video starts here as soon as the host goes live."}
      </p>
      <details className={styles.hostHelp}>
        <summary className={styles.hostHelpSummary}>Are you the host? Start broadcasting</summary>
        <ol className={styles.steps}>
          <li>Open your broadcaster software (OBS Studio, Streamlabs, vMix or any RTMP encoder).</li>
          <li>In Settings → Stream choose Service: Custom and paste the Server URL and Stream Key from your event dashboard (Stream Setup).</li>
          <li>
            Press Start Streaming. With Mux connected this page switches to the video by itself; otherwise press Go Live on the event dashboard.
          </li>
        </ol>
      </details>
    </RoomNotice>
  );
}

/** The host ended the event: no more waiting for a broadcast, and the way to its replay once there is one. */
export function EventEnded({ hostName, replayPath }: { hostName: string | null; replayPath: string | null }) {
  return (
    <RoomNotice titleId="ended-title" title="This event has ended" icon="M20 6 9 17l-5-5" live>
      <p className={styles.noticeText}>
        {hostName ? `Thanks for joining ${hostName}. ` : "Thanks for joining. "}
        {replayPath ? "The replay is ready whenever you are." : "If the host shares a replay, your personal link will lead to it."}
      </p>
      {replayPath ? (
        <a href={replayPath} className={styles.primaryLink}>
          Watch the replay
        </a>
      ) : null}
    </RoomNotice>
  );
}
