import { useFetcher, useSubmit } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { RESPOND_FETCHER, RESPOND_FIELD, type ChatResult } from "~/components/event-settings/constants";
import { useToast } from "~/components/toaster";
import { button, size } from "~/components/ui/button.css";
import { Dialog } from "~/components/ui/dialog";
import { useNewAnswer } from "~/components/use-new-answer";
import * as styles from "./shortcuts.css";

/** What the shortcuts act on; `undefined` for a part this role does not run. */
export interface ShortcutTargets {
  /** The oldest message held for review (the top of the chat's list). */
  heldMessageId: number | null;
  /** The first hidden offer. */
  nextOfferId?: number | null;
  /** The first poll draft. */
  nextPollId?: number | null;
}

interface Shortcut {
  key: string;
  label: string;
  run: () => void;
}

/** Keys typed into a field are the field's. */
function typing(target: EventTarget | null) {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

/**
 * The studio's keyboard shortcuts (with JavaScript): each submits the form its button would, to
 * the studio's action. "?" or the button lists them.
 */
export function StudioShortcuts({ targets }: { targets: ShortcutTargets }) {
  const [open, setOpen] = useState(false);
  const submit = useSubmit();
  const approval = useFetcher<ChatResult>();
  const show = useToast();
  useNewAnswer(approval.state === "idle" ? approval.data : undefined, (answer) => {
    if (answer.toast) show(answer.toast);
  });
  const nothing = (description: string) => show({ title: "Nothing to do", description });
  const post = (fields: Record<string, string>) => submit(fields, { method: "post", preventScrollReset: true });

  const shortcuts: Shortcut[] = [
    {
      key: "a",
      label: "Approve the oldest message held for review",
      run: () =>
        targets.heldMessageId === null
          ? nothing("No message is held for review.")
          : approval.submit({ intent: "approve", messageId: String(targets.heldMessageId), [RESPOND_FIELD]: RESPOND_FETCHER }, { method: "post" }),
    },
  ];
  // Posts about the next one waiting, or says there is none.
  const actOnNext = (id: number | null, none: string, intent: string, field: string) => () =>
    id === null ? nothing(none) : post({ intent, [field]: String(id) });
  if (targets.nextOfferId !== undefined) {
    const run = actOnNext(targets.nextOfferId, "Every offer is already showing.", "reveal-offer", "offerId");
    shortcuts.push({ key: "o", label: "Reveal the next hidden offer", run });
  }
  if (targets.nextPollId !== undefined) {
    const run = actOnNext(targets.nextPollId, "No poll draft is waiting.", "launch-poll", "pollId");
    shortcuts.push({ key: "p", label: "Launch the next poll draft", run });
  }

  // The listener stays; it reads the newest shortcuts and whether the list is open.
  const latest = useRef({ shortcuts, open });
  latest.current = { shortcuts, open };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || typing(event.target) || latest.current.open) return;
      if (event.key === "?") {
        event.preventDefault();
        setOpen(true);
        return;
      }
      const shortcut = event.shiftKey ? undefined : latest.current.shortcuts.find((s) => s.key === event.key);
      if (!shortcut) return;
      event.preventDefault();
      shortcut.run();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  return (
    <>
      <button type="button" className={`${button.secondary} ${size.compact} ${styles.open}`} onClick={() => setOpen(true)} aria-keyshortcuts="?">
        Keyboard shortcuts
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Keyboard shortcuts" description="Anywhere in the studio but a text field." size="narrow">
        <dl className={styles.list}>
          {[...shortcuts, { key: "?", label: "Show these shortcuts" }, { key: "Esc", label: "Close this list" }].map((shortcut) => (
            <div key={shortcut.key} className={styles.row}>
              <dt className={styles.keys}>
                <kbd className={styles.key}>{shortcut.key.length === 1 ? shortcut.key.toUpperCase() : shortcut.key}</kbd>
              </dt>
              <dd className={styles.label}>{shortcut.label}</dd>
            </div>
          ))}
        </dl>
      </Dialog>
    </>
  );
}
