import { Link } from "@remix-run/react";
import { TableHead } from "~/components/ui/table-head";
import * as dash from "./dashboard.css";
import * as styles from "./purchases-list.css";
import { zoneDescription } from "~/utils/zone-format";

export const PURCHASES_ID = "purchases";

/** pending: a refund the app is still asking Stripe for. */
export type RefundTone = "none" | "partial" | "pending" | "full";

/** One purchase as the panel shows it (labels made by the server in the event's time zone). */
export interface PurchaseItem {
  id: number;
  buyerName: string | null;
  buyerEmail: string;
  offerTitle: string;
  /** e.g. "$49.00" in the purchase's own currency. */
  amount: string;
  refundTone: RefundTone;
  /** "Refunded", "Partly refunded $20.00", "Paid", or "Refunded: sold out while paying" (the app refunded a late payment). */
  refundLabel: string;
  purchasedAt: string;
  dateLabel: string;
}

export interface PurchasesListData {
  items: PurchaseItem[];
  /** Every purchase of the event (the list may show fewer). */
  count: number;
  /** Net revenue, one label per currency, largest first ("$1,200.00", "€300.00"). */
  totals: string[];
  /** The Offers tab of the event's stream settings; null when the event has no stream yet. */
  offersHref: string | null;
  timeZone: string;
}

/** The event's purchases: buyer, offer, amount, refund state and date; net totals per currency. */
const PURCHASE_COLUMNS = ["Buyer", "Offer", "Amount", "Refund", "Date"];

export function PurchasesList({ data }: { data: PurchasesListData }) {
  return (
    <section className={`${dash.card} ${dash.wide}`} id={PURCHASES_ID} aria-labelledby="purchases-title">
      <div className={dash.cardHeader}>
        <h2 id="purchases-title" className={dash.cardTitle}>
          Purchases
        </h2>
        {data.count > 0 ? (
          <p className={styles.totals} data-testid="purchases-totals">
            <span className={styles.totalsLabel}>Net revenue</span>{" "}
            {data.totals.length ? (
              data.totals.map((total, index) => (
                <span key={total} className={styles.total}>
                  {index > 0 ? <span aria-hidden="true"> + </span> : null}
                  {total}
                </span>
              ))
            ) : (
              <span className={styles.total}>nothing left after refunds</span>
            )}
          </p>
        ) : null}
      </div>
      {data.items.length === 0 ? (
        <p className={dash.muted}>
          No purchases yet — reveal an offer during your event to start selling.
          {data.offersHref ? (
            <>
              {" "}
              <Link to={data.offersHref} className={styles.link}>
                Go to the Offers tab
              </Link>
            </>
          ) : (
            " Add a stream to the event first: its settings hold the Offers tab."
          )}
        </p>
      ) : (
        <>
          <div className={styles.wrap}>
            <table className={styles.table}>
              <caption className="visually-hidden">Purchases of this event, newest first; dates in {zoneDescription(data.timeZone)}</caption>
              <TableHead columns={PURCHASE_COLUMNS} className={styles.head} cellClassName={styles.th} />
              <tbody>
                {data.items.map((item) => (
                  <tr key={item.id} className={styles.row} data-testid="purchase-row">
                    <td className={styles.td} data-label="Buyer">
                      <span className={styles.who}>
                        <span className={styles.buyer}>{item.buyerName ?? item.buyerEmail}</span>
                        {item.buyerName ? <span className={styles.email}>{item.buyerEmail}</span> : null}
                      </span>
                    </td>
                    <td className={styles.td} data-label="Offer">
                      {item.offerTitle}
                    </td>
                    <td className={`${styles.td} ${styles.number}`} data-label="Amount">
                      <span className={item.refundTone === "full" || item.refundTone === "pending" ? styles.struck : undefined}>{item.amount}</span>
                    </td>
                    <td className={styles.td} data-label="Refund">
                      <span className={styles.badge[item.refundTone]}>{item.refundLabel}</span>
                    </td>
                    <td className={styles.td} data-label="Date">
                      <time dateTime={item.purchasedAt}>{item.dateLabel}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {data.count > data.items.length ? (
            <p className={dash.muted}>
              Showing the newest {data.items.length} of {data.count} purchases; the totals count them all.
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
