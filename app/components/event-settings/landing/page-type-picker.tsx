import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { LANDING_PAGE_LABELS, LANDING_PAGE_TYPE_LIST } from "~/components/landing-page/landing-content";
import { NOTHING, SHOW_FIELD, type ShowChoice } from "./landing-form";
import * as styles from "./page-type-picker.css";

const CHOICES: ShowChoice[] = [NOTHING, ...LANDING_PAGE_TYPE_LIST];

const LABELS: Record<ShowChoice, string> = { [NOTHING]: "Nothing", ...LANDING_PAGE_LABELS };

const HINTS: Record<ShowChoice, string> = {
  [NOTHING]: "No landing page, only the stream",
  offer: "Price, features and a checkout link",
  about: "What this session is about",
  host: "Who is presenting",
  testimonials: "Quotes from happy customers",
  resources: "Links to downloads and guides",
  url: "One link, front and centre",
};

const stroke = { fill: "none", stroke: "currentColor", strokeWidth: 2, strokeLinecap: "round", strokeLinejoin: "round" } as const;

const ICONS: Record<ShowChoice, ReactNode> = {
  [NOTHING]: (
    <path
      {...stroke}
      d="M9.9 4.2A10.4 10.4 0 0 1 12 4c7 0 10 8 10 8a18 18 0 0 1-2.2 3.2M6.6 6.6A17.6 17.6 0 0 0 2 12s3 8 10 8a9.7 9.7 0 0 0 5.4-1.6M2 2l20 20M9.9 9.9a3 3 0 0 0 4.2 4.2"
    />
  ),
  offer: <path {...stroke} d="M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8ZM7.5 7.5h.01" />,
  about: <path {...stroke} d="M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Zm0-6v-4m0-4h.01" />,
  host: <path {...stroke} d="M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z" />,
  testimonials: <path {...stroke} d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2Z" />,
  resources: <path {...stroke} d="M4 19.5A2.5 2.5 0 0 1 6.5 17H20V2H6.5A2.5 2.5 0 0 0 4 4.5v15ZM4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5" />,
  url: <path {...stroke} d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />,
};

/**
 * The one control for what viewers see: Nothing or one of the six page types, the current one
 * pressed and marked "Showing". Each tile is a submit button (it saves without JavaScript); with
 * JavaScript `onChoose` saves the same choice in the background.
 */
export function PageTypePicker({ current, hydrated, onChoose }: { current: ShowChoice; hydrated: boolean; onChoose: (choice: ShowChoice) => void }) {
  return (
    <Form method="post" preventScrollReset className={styles.form}>
      <input type="hidden" name="intent" value="landing-show" />
      <fieldset className={styles.group}>
        <legend className={styles.legend}>What viewers see</legend>
        <div className={styles.grid}>
          {CHOICES.map((choice) => {
            const isCurrent = choice === current;
            return (
              <button
                key={choice}
                type="submit"
                name={SHOW_FIELD}
                value={choice}
                className={`${isCurrent ? styles.choice.current : styles.choice.other} ${choice === NOTHING ? styles.nothing : ""}`}
                aria-pressed={isCurrent}
                onClick={(event) => {
                  if (!hydrated) return;
                  event.preventDefault();
                  if (!isCurrent) onChoose(choice);
                }}
              >
                <svg className={styles.icon} width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
                  {ICONS[choice]}
                </svg>
                <span className={styles.labelRow}>
                  <span className={styles.label}>{LABELS[choice]}</span>
                  {isCurrent ? <span className={styles.showing}>Showing</span> : null}
                </span>
                <span className={styles.hint}>{HINTS[choice]}</span>
              </button>
            );
          })}
        </div>
      </fieldset>
    </Form>
  );
}
