import type { EventFigures, OfferFigures } from "~/services/hosting/analytics.server";
import { Badge } from "~/components/ui/badge";
import { Table } from "~/components/ui/table";
import * as table from "~/components/ui/table.css";
import { formatNumber, formatPercent } from "~/utils/format";
import { formatTotals } from "~/utils/money";
import * as own from "./revenue-tables.css";
import { EventRowHeader } from "./top-events";

const figure = table.cell.figures;

/** Registrants → attendees → buyers per event, with conversion and revenue per attendee. */
export function RevenueFunnel({ events }: { events: EventFigures[] }) {
  if (!events.length) return <p>No event had registrations, viewers or sales in this range.</p>;
  return (
    <Table kind="figures" columns={["Event", "Registrants", "Attendees", "Buyers", "Conversion", "Revenue", "Per attendee"]}>
      {events.map((event) => (
        <tr key={event.eventId} data-testid="funnel-row">
          <EventRowHeader event={event} />
          <td className={figure}>{formatNumber(event.registrations)}</td>
          <td className={figure}>{formatNumber(event.attendees)}</td>
          <td className={figure}>{formatNumber(event.buyers)}</td>
          <td className={figure}>{formatPercent(event.conversionRate)}</td>
          <td className={figure}>{formatTotals(event.revenue)}</td>
          <td className={figure}>{event.attendees ? formatTotals(event.revenuePerAttendee) : "—"}</td>
        </tr>
      ))}
    </Table>
  );
}

/** Each offer of those events: shown or not, sold, net revenue, refunds, conversion of the event's attendees. */
export function OfferTable({ offers }: { offers: OfferFigures[] }) {
  if (!offers.length) return <p>None of these events has an offer yet. Add one in an event&apos;s settings, on the Offers tab.</p>;
  return (
    <Table kind="figures" columns={["Offer", "Revealed", "Sold", "Revenue", "Refunds", "Conversion"]}>
      {offers.map((offer) => (
        <tr key={offer.offerId} data-testid="offer-row">
          <th className={table.rowHeader} scope="row">
            {offer.title}
            <span className={own.event}>{offer.eventTitle}</span>
          </th>
          <td className={figure}>
            <Badge tone={offer.revealed ? "success" : "neutral"}>{offer.revealed ? "Shown" : "Hidden"}</Badge>
          </td>
          <td className={figure}>{formatNumber(offer.sold)}</td>
          <td className={figure}>{formatTotals(offer.revenue)}</td>
          <td className={figure}>{offer.refundCount ? `${formatTotals(offer.refunds)} (${formatNumber(offer.refundCount)})` : "—"}</td>
          <td className={figure}>{formatPercent(offer.conversionRate)}</td>
        </tr>
      ))}
    </Table>
  );
}
