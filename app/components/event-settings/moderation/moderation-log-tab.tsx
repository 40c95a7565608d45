import type { ModerationLogEntry } from "~/contracts/chat-shapes";
import { messageDateTime } from "../format";
import { TabCard } from "../tab-card";
import * as panel from "../tab-panel.css";
import * as styles from "./moderation-log-tab.css";

export interface ModerationLogTabData {
  entries: ModerationLogEntry[];
}

/** What was done, around whom: ["timed out", " for 5 min"] reads "Ana timed out Maya for 5 min". */
function phrase(entry: ModerationLogEntry): { verb: string; after?: string; onMessage?: boolean } {
  const { details } = entry;
  switch (entry.action) {
    case "sticky":
      return { verb: "pinned a message from", onMessage: true };
    case "unsticky":
      return { verb: "unpinned a message from", onMessage: true };
    case "remove":
      return { verb: "removed a message from", onMessage: true };
    case "approve":
      return { verb: "approved a held message from", onMessage: true };
    case "reject":
      return { verb: "rejected a held message from", onMessage: true };
    case "shadowban":
      return { verb: "shadowbanned" };
    case "unshadowban":
      return { verb: "undid the shadowban of" };
    case "kick":
      return { verb: "kicked" };
    case "readmit":
      return { verb: "readmitted" };
    case "timeout":
      return { verb: "timed out", after: ` for ${Number(details.minutes)} min` };
    case "untimeout":
      return { verb: "ended the timeout of" };
    case "chat_open":
      return { verb: "opened the chat" };
    case "chat_close":
      return { verb: "closed the chat" };
    case "slow_mode":
      return { verb: Number(details.seconds) > 0 ? `set slow mode to ${Number(details.seconds)} s` : "turned slow mode off" };
  }
}

const hasTarget = (entry: ModerationLogEntry) => !["chat_open", "chat_close", "slow_mode"].includes(entry.action);

function Entry({ entry, timeZone }: { entry: ModerationLogEntry; timeZone: string }) {
  const { verb, after, onMessage } = phrase(entry);
  return (
    <li className={styles.item}>
      <p className={styles.what}>
        <span className={styles.actor}>{entry.actor?.name ?? "A former team member"}</span> {verb}
        {hasTarget(entry) ? (
          <>
            {" "}
            <span className={styles.target}>{entry.viewer?.firstName ?? (entry.message ? "the host" : "a former viewer")}</span>
          </>
        ) : null}
        {after}
        {onMessage && entry.message ? <span className={styles.quote}>“{entry.message.text}”</span> : null}
      </p>
      <time className={styles.when} dateTime={entry.createdAt}>
        {messageDateTime(entry.createdAt, timeZone)}
      </time>
    </li>
  );
}

/** Who moderated what on this stream, newest first: messages, viewers and the chat's settings. */
export function ModerationLogTab({ data, timeZone }: { data: ModerationLogTabData; timeZone: string }) {
  return (
    <div className={panel.tab}>
      <TabCard
        titleId="moderation-log-title"
        title="Moderation log"
        intro="Every pin, removal, timeout, ban and chat setting on this stream: who did it, to whom and when, newest first."
      >
        {data.entries.length ? (
          <ol className={styles.list}>
            {data.entries.map((entry) => (
              <Entry key={entry.id} entry={entry} timeZone={timeZone} />
            ))}
          </ol>
        ) : (
          <p className={styles.empty}>Nothing yet. Moderation in the chat shows up here.</p>
        )}
      </TabCard>
    </div>
  );
}
