import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import * as styles from "./card.css";

interface CardProps {
  /** The heading's id, which names the section (aria-labelledby). */
  titleId: string;
  title: ReactNode;
  /** A line under the heading that says what the card is for. */
  description?: ReactNode;
  variant?: keyof typeof styles.card;
  /** The heading's size, the variant's own unless given (the settings pages' tiles carry a panel's heading). */
  titleSize?: keyof typeof styles.title;
  /** "label" for a card that shows one figure: the heading names it in small capitals. */
  titleLook?: "heading" | "label";
  /** Beside the heading, at the far end: a link to see more, a small button. */
  action?: ReactNode;
  id?: string;
  className?: string;
  children?: ReactNode;
}

/** A titled section on a raised surface: a header (heading, description, action), then its content. */
export function Card({
  titleId,
  title,
  description,
  variant = "panel",
  titleSize = variant,
  titleLook = "heading",
  action,
  id,
  className,
  children,
}: CardProps) {
  const heading = (
    <h2 id={titleId} className={titleLook === "label" ? styles.labelTitle : styles.title[titleSize]}>
      {title}
    </h2>
  );
  const titleBlock = description ? (
    <div>
      {heading}
      <CardText>{description}</CardText>
    </div>
  ) : (
    heading
  );
  return (
    <section id={id} className={className ? `${styles.card[variant]} ${className}` : styles.card[variant]} aria-labelledby={titleId}>
      {action ? (
        <div className={styles.header}>
          {titleBlock}
          {action}
        </div>
      ) : (
        titleBlock
      )}
      {children}
    </section>
  );
}

/** The link in a card's header. */
export function CardLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={styles.headerLink}>
      {children}
    </Link>
  );
}

/** A card's muted line of explanation. */
export function CardText({ children }: { children: ReactNode }) {
  return <p className={styles.text}>{children}</p>;
}

/** What a card shows when it has nothing to list: what is missing, why, and the way to fill it. */
export function EmptyState({ title, headingLevel, children }: { title: string; headingLevel?: 3; children: ReactNode }) {
  const Title = headingLevel ? "h3" : "p";
  return (
    <div className={styles.empty}>
      <Title className={styles.emptyTitle}>{title}</Title>
      {children}
    </div>
  );
}
