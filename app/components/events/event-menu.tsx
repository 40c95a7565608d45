import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Form, Link, useSubmit } from "@remix-run/react";
import * as styles from "./event-menu.css";
import { useHydrated } from "./use-hydrated";

interface EventMenuProps {
  event: { id: number; title: string };
  /** The events page to come back to after Duplicate or Delete (keeps search, filter and view). */
  returnTo: string;
}

export const deleteConfirmText = (title: string) => `Delete "${title}"? This action cannot be undone.`;

/**
 * The card menu: a radix dropdown with JavaScript; without it a disclosure with plain links and
 * forms (Delete then goes through a confirmation page).
 */
export function EventMenu({ event, returnTo }: EventMenuProps) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  const base = `/events/${event.id}`;
  const label = `Actions for ${event.title}`;
  const post = (action: string) => submit({ redirectTo: returnTo }, { method: "post", action, replace: true, preventScrollReset: true });

  if (!hydrated) {
    return (
      <details className={styles.fallback}>
        <summary className={styles.trigger} aria-label={label} title="Actions">
          <Dots />
        </summary>
        <div className={`${styles.menu} ${styles.fallbackMenu}`}>
          <Link to={base} className={styles.item}>
            View Details
          </Link>
          <Link to={`${base}/edit`} className={styles.item}>
            Edit
          </Link>
          <Form method="post" action={`${base}/duplicate`} className={styles.itemForm}>
            <input type="hidden" name="redirectTo" value={returnTo} />
            <button type="submit" className={styles.item}>
              Duplicate
            </button>
          </Form>
          <a href={base} target="_blank" rel="noopener noreferrer" className={styles.item}>
            View Landing Page
          </a>
          <Link to={`${base}/delete?redirectTo=${encodeURIComponent(returnTo)}`} className={`${styles.item} ${styles.danger}`}>
            Delete
          </Link>
        </div>
      </details>
    );
  }

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={styles.trigger} aria-label={label} title="Actions">
        <Dots />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.menu} align="end" sideOffset={6} collisionPadding={8}>
          <DropdownMenu.Item asChild className={styles.item}>
            <Link to={base}>View Details</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={styles.item}>
            <Link to={`${base}/edit`}>Edit</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item className={styles.item} onSelect={() => post(`${base}/duplicate`)}>
            Duplicate
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={styles.item}>
            <a href={base} target="_blank" rel="noopener noreferrer">
              View Landing Page
            </a>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className={styles.separator} />
          <DropdownMenu.Item
            className={`${styles.item} ${styles.danger}`}
            onSelect={() => {
              if (window.confirm(deleteConfirmText(event.title))) post(`${base}/delete`);
            }}
          >
            Delete
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function Dots() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="5" cy="12" r="2" fill="currentColor" />
      <circle cx="12" cy="12" r="2" fill="currentColor" />
      <circle cx="19" cy="12" r="2" fill="currentColor" />
    </svg>
  );
}
