import type { FormEvent, ReactNode } from "react";
import { AlertText } from "~/components/ui/alert-text";
import { button } from "~/components/ui/button.css";
import type { OverlayResult } from "../../../contracts/overlay-constants";
import { OverlayIcon } from "./overlay-icon";
import * as styles from "./overlay-card.css";
import { OverlayIntentForm, type useOverlayForm } from "./use-overlay-form";

export type CardTone = keyof typeof styles.badge;

/** What every builder card gets from the tab: the page's action answer and whether scripts run. */
export interface OverlayCardProps {
  actionData: OverlayResult | null;
  hydrated: boolean;
}

/** A card of the tab: its anchor, icon, title and one line on what it does. */
export function OverlayCard({
  id,
  tone,
  title,
  lede,
  wide,
  children,
}: {
  id: string;
  tone: CardTone;
  title: string;
  lede: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section id={id} className={wide ? `${styles.card} ${styles.wide}` : styles.card} aria-labelledby={`${id}-title`}>
      <div className={styles.head}>
        <span className={styles.badge[tone]} aria-hidden="true">
          <OverlayIcon name={tone} />
        </span>
        <div className={styles.headText}>
          <h2 id={`${id}-title`} className={styles.title}>
            {title}
          </h2>
          <p className={styles.lede}>{lede}</p>
        </div>
      </div>
      {children}
    </section>
  );
}

export function FormError({ error }: { error: string | null }) {
  return <AlertText className={styles.alert} message={error} />;
}

/**
 * The form every overlay builder shares: its intent, the fields given as children, the form's
 * error and one submit button (its pending text while it posts). A primary button fills the row on a
 * phone; a secondary one keeps its size.
 */
export function OverlayForm({
  form,
  hydrated,
  submit,
  heading,
  labelledBy,
  onChange,
  children,
}: {
  form: ReturnType<typeof useOverlayForm>;
  hydrated: boolean;
  submit: { label: string; pending: string; secondary?: boolean; blocked?: boolean };
  heading?: ReactNode;
  labelledBy?: string;
  onChange?: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <OverlayIntentForm
      form={form}
      className={styles.form}
      onSubmit={form.onSubmit}
      onChange={onChange}
      noValidate={hydrated}
      aria-labelledby={labelledBy}
    >
      {heading}
      {children}
      <FormError error={form.error} />
      <div className={styles.actions}>
        <button
          type="submit"
          className={submit.secondary ? button.secondary : `${button.primary} ${styles.submit}`}
          disabled={form.pending || submit.blocked}
        >
          {form.pending ? submit.pending : submit.label}
        </button>
      </div>
    </OverlayIntentForm>
  );
}
