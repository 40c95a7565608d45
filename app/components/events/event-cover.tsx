import { isImageCover } from "./format";
import * as styles from "./event-cover.css";

export type EventCoverSize = "hero" | "card" | "thumb";

const initialsOf = (title: string) =>
  title
    .split(/\s+/)
    .filter((word) => /^[\p{L}\p{N}]/u.test(word))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join("");

/** An event's cover: the uploaded image, or a designed default from the title (no emoji font needed). Fills its parent. */
export function EventCover({ title, cover, size }: { title: string; cover: string | null; size: EventCoverSize }) {
  return (
    <div className={styles.frame} aria-hidden="true">
      {cover && isImageCover(cover) ? (
        <img className={styles.image} src={cover} alt="" loading={size === "hero" ? "eager" : "lazy"} />
      ) : (
        <span className={`${styles.initialsBase} ${styles.initials[size]}`}>{initialsOf(title)}</span>
      )}
    </div>
  );
}
