import type { ReactNode } from "react";
import { pill } from "~/components/ui/badge.css";
import { button } from "~/components/ui/button.css";
import { Card } from "~/components/ui/card";
import * as styles from "./settings-card.css";

/** A section of the settings pages: a tile under its heading. */
export function SettingsCard({ titleId, title, children }: { titleId: string; title: string; children: ReactNode }) {
  return (
    <Card variant="tile" titleSize="panel" titleId={titleId} title={title}>
      {children}
    </Card>
  );
}

/** A signed-in or remembered device in a row: its name, "This device" for the one in hand, then what is known of it. */
export function DeviceSummary({ name, current, children }: { name: string; current: boolean; children: ReactNode }) {
  return (
    <div className={styles.rowMain}>
      <span className={styles.rowTitle}>
        {name}
        {current ? <span className={pill}>This device</span> : null}
      </span>
      <span className={styles.meta}>{children}</span>
    </div>
  );
}

/** A settings form's submit button on a row of its own, saying what it does while the form posts. */
export function SubmitRow({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <div className={styles.actions}>
      <button type="submit" className={button.primary} disabled={busy}>
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}
