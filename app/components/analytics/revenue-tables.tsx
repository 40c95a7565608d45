import { Link } from "@remix-run/react";
import type { EventFigures, OfferFigures } from "~/services/hosting/analytics.server";
import { formatNumber, formatPercent } from "~/utils/format";
import { formatTotals } from "~/utils/money";
import * as styles from "./top-events.css";
import * as own from "./revenue-tables.css";
import { TableHead } from "~/components/ui/table-head";

/** Registrants → attendees → buyers per event, with conversion and revenue per attendee. */
export function RevenueFunnel({ events }: { events: EventFigures[] }) {
  if (!events.length) return <p>No event had registrations, viewers or sales in this range.</p>;
  return (
    <div className={styles.wrap}>
      <table className={styles.table}>
        <TableHead columns={["Event", "Registrants", "Attendees", "Buyers", "Conversion", "Revenue", "Per attendee"]} cellClassName={styles.th} />
        <tbody>
          {events.map((event) => (
            <tr key={event.eventId} data-testid="funnel-row">
              <th className={styles.eventCell} scope="row">
                <Link to={`/events/${event.eventId}`} className={styles.link}>
                  {event.title}
                </Link>
              </th>
              <td className={styles.td}>{formatNumber(event.registrations)}</td>
              <td className={styles.td}>{formatNumber(event.attendees)}</td>
              <td className={styles.td}>{formatNumber(event.buyers)}</td>
              <td className={styles.td}>{formatPercent(event.conversionRate)}</td>
              <td className={styles.td}>{formatTotals(event.revenue)}</td>
              <td className={styles.td}>{event.attendees ? formatTotals(event.revenuePerAttendee) : "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Each offer of those events: shown or not, sold, net revenue, refunds, conversion of the event's attendees. */
export function OfferTable({ offers }: { offers: OfferFigures[] }) {
  if (!offers.length) return <p>None of these events has an offer yet. Add one in an event&apos;s settings, on the Offers tab.</p>;
  return (
    <div className={styles.wrap}>
      <table className={styles.table}>
        <TableHead columns={["Offer", "Revealed", "Sold", "Revenue", "Refunds", "Conversion"]} cellClassName={styles.th} />
        <tbody>
          {offers.map((offer) => (
            <tr key={offer.offerId} data-testid="offer-row">
              <th className={styles.eventCell} scope="row">
                {offer.title}
                <span className={own.event}>{offer.eventTitle}</span>
              </th>
              <td className={styles.td}>
                <span className={offer.revealed ? own.shown : own.hidden}>{offer.revealed ? "Shown" : "Hidden"}</span>
              </td>
              <td className={styles.td}>{formatNumber(offer.sold)}</td>
              <td className={styles.td}>{formatTotals(offer.revenue)}</td>
              <td className={styles.td}>{offer.refundCount ? `${formatTotals(offer.refunds)} (${formatNumber(offer.refundCount)})` : "—"}</td>
              <td className={styles.td}>{formatPercent(offer.conversionRate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
