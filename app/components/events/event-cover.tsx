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

const PALETTE = ["blue", "teal", "rose", "amber", "green", "violet"] as const;

/** The same title always gets the same colours, so a host's events tell apart at a glance. */
const paletteOf = (title: string) => PALETTE[[...title].reduce((sum, ch) => (sum * 31 + ch.codePointAt(0)!) % 9973, 7) % PALETTE.length]!;

/** An uploaded cover shown small uses its small copy. */
const sized = (cover: string, size: EventCoverSize) =>
  size === "thumb" && cover.startsWith("/resources/event-cover/") && !cover.includes("size=") ? `${cover}&size=thumb` : cover;

/** An event's cover: the uploaded image, or a designed default from the title (no emoji font needed). Fills its parent. */
export function EventCover({ title, cover, size }: { title: string; cover: string | null; size: EventCoverSize }) {
  if (cover && isImageCover(cover)) {
    return (
      <div className={styles.frame} aria-hidden="true">
        <img className={styles.image} src={sized(cover, size)} alt="" loading={size === "hero" ? "eager" : "lazy"} />
      </div>
    );
  }
  return (
    <div className={`${styles.frame} ${styles.palette[paletteOf(title)]}`} aria-hidden="true">
      <span className={`${styles.mark} ${styles.markSize[size]}`}>
        <span className={`${styles.initialsBase} ${styles.initials[size]}`}>{initialsOf(title) || "★"}</span>
      </span>
    </div>
  );
}
