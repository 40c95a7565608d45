import type { ReactNode } from "react";
import { TableHead } from "./table-head";
import * as styles from "./table.css";

/**
 * A data table in a card: a header row of column names, the rows as children. With scrollLabel its
 * sideways-scrolling frame is a named region a keyboard can reach.
 */
export function Table({
  columns,
  kind = "text",
  scrollLabel,
  children,
}: {
  columns: readonly string[];
  kind?: keyof typeof styles.head;
  scrollLabel?: string;
  children: ReactNode;
}) {
  const region = scrollLabel ? { tabIndex: 0, role: "region", "aria-label": scrollLabel } : {};
  return (
    <div className={styles.scroll} {...region}>
      <table className={styles.table}>
        <TableHead columns={columns} cellClassName={styles.head[kind]} />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
