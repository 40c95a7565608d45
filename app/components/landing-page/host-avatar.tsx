import * as styles from "./host-avatar.css";

/** Up to two initials of a person's name, e.g. "Maya Chen" → "MC". */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join("");

/** The host's initials in a round badge; the name beside it is what is read out. */
export function HostAvatar({ name, size }: { name: string; size: keyof typeof styles.avatar }) {
  return (
    <span className={styles.avatar[size]} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
