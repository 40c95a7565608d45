import type { ReactNode } from "react";
import * as panel from "./tab-panel.css";

/** The main card of an Event Settings tab: its heading and a line on what it is for, then its content. */
export function TabCard({
  titleId,
  title,
  intro,
  aside,
  className = panel.card,
  children,
}: {
  titleId: string;
  title: string;
  intro: string;
  /** Under the intro: what holds only now ("You are live: …"). */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={titleId}>
      <div className={panel.head}>
        <h2 id={titleId} className={panel.title}>
          {title}
        </h2>
        <p className={panel.intro}>{intro}</p>
        {aside}
      </div>
      {children}
    </section>
  );
}
