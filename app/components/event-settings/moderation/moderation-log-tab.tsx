import type { ModerationLogEntry } from "~/contracts/chat-shapes";
import { messageDateTime } from "../format";
import { TabCard } from "../tab-card";
import * as panel from "../tab-panel.css";
import * as styles from "./moderation-log-tab.css";

export interface ModerationLogTabData {
  entries: ModerationLogEntry[];
}

type Action = ModerationLogEntry["action"];

/** What each action did, in words that do not depend on its details. */
const VERBS: Record<Exclude<Action, "timeout" | "slow_mode">, string> = {
  sticky: "pinned a message from",
  unsticky: "unpinned a message from",
  remove: "removed a message from",
  approve: "approved a held message from",
  reject: "rejected a held message from",
  shadowban: "shadowbanned",
  unshadowban: "undid the shadowban of",
  kick: "kicked",
  readmit: "readmitted",
  untimeout: "ended the timeout of",
  chat_open: "opened the chat",
  chat_close: "closed the chat",
};

/** The actions on one message, which the line quotes. */
const ON_MESSAGE: readonly Action[] = ["sticky", "unsticky", "remove", "approve", "reject"];

/** What was done, around whom: ["timed out", " for 5 min"] reads "Ana timed out Maya for 5 min". */
function phrase({ action, details }: ModerationLogEntry): { verb: string; after?: string; onMessage?: boolean } {
  if (action === "timeout") return { verb: "timed out", after: ` for ${Number(details.minutes)} min` };
  if (action === "slow_mode") {
    return { verb: Number(details.seconds) > 0 ? `set slow mode to ${Number(details.seconds)} s` : "turned slow mode off" };
  }
  return { verb: VERBS[action], onMessage: ON_MESSAGE.includes(action) };
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
