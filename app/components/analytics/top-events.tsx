import { Link } from "@remix-run/react";
import type { EventFigures } from "~/services/hosting/analytics.server";
import { formatNumber, formatPercent } from "~/utils/format";
import { formatTotals } from "~/utils/money";
import * as styles from "./top-events.css";
import { TableHead } from "~/components/ui/table-head";

export function TopEvents({ events }: { events: EventFigures[] }) {
  if (!events.length) return <p>No event had registrations, viewers or sales in this range.</p>;
  return (
    <div className={styles.wrap}>
      <table className={styles.table}>
        <TableHead
          columns={["Event", "Registrations", "Attendees", "Attendance", "Peak viewers", "Chat", "Hearts", "Revenue"]}
          cellClassName={styles.th}
        />
        <tbody>
          {events.map((event) => (
            <tr key={event.eventId}>
              <th className={styles.eventCell} scope="row">
                <Link to={`/events/${event.eventId}`} className={styles.link}>
                  {event.title}
                </Link>
              </th>
              <td className={styles.td}>{formatNumber(event.registrations)}</td>
              <td className={styles.td}>{formatNumber(event.attendees)}</td>
              <td className={styles.td}>{formatPercent(event.attendanceRate)}</td>
              <td className={styles.td}>{formatNumber(event.peakConcurrent)}</td>
              <td className={styles.td}>{formatNumber(event.chatMessages)}</td>
              <td className={styles.td}>{formatNumber(event.hearts)}</td>
              <td className={styles.td}>{formatTotals(event.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
