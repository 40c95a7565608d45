import { Link } from "@remix-run/react";
import type { EventFigures } from "~/services/hosting/analytics.server";
import { Table } from "~/components/ui/table";
import * as table from "~/components/ui/table.css";
import { formatNumber, formatPercent } from "~/utils/format";
import { formatTotals } from "~/utils/money";

/** The first cell of an event's row: its title, linking to the event. */
export function EventRowHeader({ event }: { event: EventFigures }) {
  return (
    <th className={table.rowHeader} scope="row">
      <Link to={`/events/${event.eventId}`} className={table.rowLink}>
        {event.title}
      </Link>
    </th>
  );
}

export function TopEvents({ events }: { events: EventFigures[] }) {
  if (!events.length) return <p>No event had registrations, viewers or sales in this range.</p>;
  const figure = table.cell.figures;
  return (
    <Table kind="figures" columns={["Event", "Registrations", "Attendees", "Attendance", "Peak viewers", "Chat", "Hearts", "Revenue"]}>
      {events.map((event) => (
        <tr key={event.eventId}>
          <EventRowHeader event={event} />
          <td className={figure}>{formatNumber(event.registrations)}</td>
          <td className={figure}>{formatNumber(event.attendees)}</td>
          <td className={figure}>{formatPercent(event.attendanceRate)}</td>
          <td className={figure}>{formatNumber(event.peakConcurrent)}</td>
          <td className={figure}>{formatNumber(event.chatMessages)}</td>
          <td className={figure}>{formatNumber(event.hearts)}</td>
          <td className={figure}>{formatTotals(event.revenue)}</td>
        </tr>
      ))}
    </Table>
  );
}
