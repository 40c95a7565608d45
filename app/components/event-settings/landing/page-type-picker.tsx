import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { LANDING_PAGE_LABELS, LANDING_PAGE_TYPE_LIST, type LandingPageType } from "~/components/landing-page/landing-content";
import { button } from "~/components/ui/button.css";
import * as styles from "./page-type-picker.css";

const HINTS: Record<LandingPageType, string> = {
  offer: "Price, features and a checkout link",
  about: "What this session is about",
  host: "Who is presenting",
  testimonials: "Quotes from happy customers",
  resources: "Links to downloads and guides",
  url: "One link, front and centre",
};

const stroke = { fill: "none", stroke: "currentColor", strokeWidth: 2, strokeLinecap: "round", strokeLinejoin: "round" } as const;

const ICONS: Record<LandingPageType, ReactNode> = {
  offer: <path {...stroke} d="M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8ZM7.5 7.5h.01" />,
  about: <path {...stroke} d="M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Zm0-6v-4m0-4h.01" />,
  host: <path {...stroke} d="M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z" />,
  testimonials: <path {...stroke} d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2Z" />,
  resources: <path {...stroke} d="M4 19.5A2.5 2.5 0 0 1 6.5 17H20V2H6.5A2.5 2.5 0 0 0 4 4.5v15ZM4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5" />,
  url: <path {...stroke} d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />,
};

/** The six page types: choosing one shows that page to viewers at once (and saves). */
export function PageTypePicker({
  active,
  visible,
  hydrated,
  onChoose,
}: {
  active: LandingPageType;
  visible: boolean;
  hydrated: boolean;
  onChoose: (page: LandingPageType) => void;
}) {
  return (
    <Form method="post" preventScrollReset className={styles.form}>
      <input type="hidden" name="intent" value="landing-choose" />
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Show a page</legend>
        <div className={styles.grid}>
          {LANDING_PAGE_TYPE_LIST.map((page) => {
            const current = page === active;
            return (
              <button
                key={page}
                type="submit"
                name="activePage"
                value={page}
                className={current ? styles.choice.current : styles.choice.other}
                aria-pressed={current && visible}
                onClick={(event) => {
                  if (!hydrated) return;
                  event.preventDefault();
                  onChoose(page);
                }}
              >
                <svg className={styles.icon} width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
                  {ICONS[page]}
                </svg>
                <span className={styles.labelRow}>
                  <span className={styles.label}>{LANDING_PAGE_LABELS[page]}</span>
                  {current ? <span className={visible ? styles.state.live : styles.state.hidden}>{visible ? "Showing" : "Hidden"}</span> : null}
                </span>
                <span className={styles.hint}>{HINTS[page]}</span>
              </button>
            );
          })}
        </div>
      </fieldset>
    </Form>
  );
}

/** The active page, without touching visibility: with JavaScript a change saves at once, without it through Apply. */
export function ActivePageSelect({
  active,
  hydrated,
  onSelect,
}: {
  active: LandingPageType;
  hydrated: boolean;
  onSelect: (page: LandingPageType) => void;
}) {
  return (
    <Form method="post" preventScrollReset className={styles.selectRow}>
      <input type="hidden" name="intent" value="landing-active" />
      <label htmlFor="landing-active-page" className={styles.selectLabel}>
        Active page
      </label>
      <select
        id="landing-active-page"
        name="activePage"
        className={styles.select}
        value={active}
        onChange={(event) => {
          const page = LANDING_PAGE_TYPE_LIST.find((type) => type === event.currentTarget.value);
          if (hydrated && page) onSelect(page);
        }}
      >
        {LANDING_PAGE_TYPE_LIST.map((page) => (
          <option key={page} value={page}>
            {LANDING_PAGE_LABELS[page]}
          </option>
        ))}
      </select>
      {hydrated ? null : (
        <button type="submit" className={button.secondary}>
          Apply
        </button>
      )}
    </Form>
  );
}
