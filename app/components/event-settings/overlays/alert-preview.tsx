import { AlertStyleIcon } from "~/components/overlays/alert-overlay";
import * as styles from "./alert-preview.css";

export interface AlertDraft {
  title: string;
  message: string;
  style: string;
  duration: string;
  position: string;
  backgroundColor: string;
  textColor: string;
  hasButton: boolean;
  buttonText: string;
  buttonColor: string;
}

/** A small picture of the alert as typed, on a stand-in for the video. */
export function AlertPreview({ draft }: { draft: AlertDraft }) {
  return (
    <figure className={styles.figure}>
      <div className={styles.stage}>
        <div key={draft.style} className={styles.alert} style={{ background: draft.backgroundColor, color: draft.textColor }}>
          <span className={styles.icon} aria-hidden="true">
            <AlertStyleIcon style={draft.style} />
          </span>
          <div className={styles.body}>
            <p className={styles.title}>{draft.title || "Your alert title"}</p>
            {draft.message ? <p className={styles.message}>{draft.message}</p> : null}
            {draft.hasButton ? (
              <span className={styles.button} style={{ background: draft.buttonColor }}>
                {draft.buttonText || "Learn more"}
              </span>
            ) : null}
          </div>
        </div>
      </div>
      <figcaption className={styles.caption}>
        Preview · {(draft.position || "top-right").replace("-", " ")} · {Number(draft.duration) || 8} s
      </figcaption>
    </figure>
  );
}
