import { HandoutIcon } from "~/components/handouts/handout-icon";
import { formatBytes, HANDOUT_KIND_LABEL, handoutHref, linkHost, type HandoutView } from "~/contracts/handouts";
import * as styles from "./handout-list.css";
import { HANDOUTS_ID } from "../../contracts/watch-data";

/** "PDF, 2.4 MB" or "Link, example.com": shown under the title and heard after it. */
const describe = (handout: HandoutView) =>
  handout.kind === "link"
    ? `${HANDOUT_KIND_LABEL.link}, ${linkHost(handout.url ?? "")}`
    : `${HANDOUT_KIND_LABEL[handout.kind]}, ${formatBytes(handout.bytes ?? 0)}`;

function ActionIcon({ link }: { link: boolean }) {
  return (
    <span className={styles.action} aria-hidden="true">
      <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        {link ? (
          <path d="M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6M15 3h6v6M10 14 21 3" />
        ) : (
          <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5M12 15V3" />
        )}
      </svg>
    </span>
  );
}

/** The event's handouts on the watch page: files download (with their type and size), links open in a new tab. */
export function HandoutList({ handouts, streamId, token }: { handouts: HandoutView[]; streamId: string; token: string | null }) {
  return (
    <section id={HANDOUTS_ID} className={styles.section} aria-labelledby="handouts-title" data-handouts="">
      <div className={styles.head}>
        <h2 id="handouts-title" className={styles.title}>
          Handouts
        </h2>
        <span className={styles.count}>
          {handouts.length} {handouts.length === 1 ? "item" : "items"}
        </span>
      </div>
      <ul className={styles.list}>
        {handouts.map((handout) => {
          const link = handout.kind === "link";
          const described = describe(handout);
          return (
            <li key={handout.id}>
              <a
                className={styles.link}
                href={handoutHref(streamId, handout.id, token)}
                {...(link ? { target: "_blank", rel: "noopener" } : { download: handout.fileName ?? true })}
              >
                <HandoutIcon kind={handout.kind} tone="dark" />
                <span className={styles.text}>
                  {/* The link's name is its words, "Download Workbook PDF, 2.4 MB": the space keeps them apart (a grid drops it from the layout). */}
                  <span className={styles.name}>
                    <span className="visually-hidden">{`${link ? "Open" : "Download"} `}</span>
                    {handout.title}
                  </span>{" "}
                  <span className={styles.meta}>{described}</span>
                </span>
                <ActionIcon link={link} />
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
