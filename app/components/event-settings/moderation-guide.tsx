import * as styles from "./moderation-guide.css";

/** What each chat action does, beside the chat. */
export function ModerationGuide() {
  return (
    <section className={styles.guide} aria-labelledby="moderation-guide-title">
      <h2 id="moderation-guide-title" className={styles.guideTitle}>
        Moderating the chat
      </h2>
      <dl className={styles.guideList}>
        <div>
          <dt className={styles.guideTerm}>Pin</dt>
          <dd className={styles.guideText}>Keeps a message at the top of everyone&apos;s chat until you unpin it.</dd>
        </div>
        <div>
          <dt className={styles.guideTerm}>Remove</dt>
          <dd className={styles.guideText}>Takes the message out of the chat for everyone.</dd>
        </div>
        <div>
          <dt className={styles.guideTerm}>Shadowban</dt>
          <dd className={styles.guideText}>The viewer still sees their own messages; nobody else does.</dd>
        </div>
        <div>
          <dt className={styles.guideTerm}>Kick</dt>
          <dd className={styles.guideText}>The viewer loses access to the stream and its chat.</dd>
        </div>
      </dl>
      <p className={styles.guideText}>Click a viewer&apos;s name to see their customer profile and purchase history.</p>
    </section>
  );
}
