import type { CSSProperties } from "react";
import * as styles from "./hearts.css";
import { ShapeIcon } from "./player-icons";
import type { FloatingHeart } from "./use-hearts";

/** The floating hearts layer (decorative: the heart itself is announced by whoever counts it). */
export function Hearts({ hearts }: { hearts: readonly FloatingHeart[] }) {
  return (
    <div className={styles.layer} aria-hidden="true">
      {hearts.map((heart) => (
        <span key={heart.id} className={styles.heart} style={{ left: heart.x, top: heart.y, "--heart-drift": `${heart.drift}px` } as CSSProperties}>
          <ShapeIcon shape="heart" size={44} />
        </span>
      ))}
    </div>
  );
}
