import { Form, Link } from "@remix-run/react";
import { formatDateTime } from "~/components/settings/security/format-date-time";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { INTEGRATIONS_PATH, type DeliveryItem, type DeliveryLog } from "../../../contracts/integrations-data";
import * as styles from "./delivery-log.css";

const STATUS_WORDS: Record<DeliveryItem["status"], string> = {
  pending: "Waiting",
  delivering: "Sending",
  succeeded: "Delivered",
  failed: "Failed",
  cancelled: "Cancelled",
};

const STATUS_TONES: Record<DeliveryItem["status"], BadgeTone> = {
  pending: "warning",
  delivering: "brand",
  succeeded: "success",
  failed: "danger",
  cancelled: "neutral",
};

function statusDetail(delivery: DeliveryItem) {
  if (delivery.status === "pending" && delivery.attempts > 0 && delivery.nextAttemptAt) return `Retrying ${formatDateTime(delivery.nextAttemptAt)}`;
  if (delivery.status === "succeeded" || !delivery.error) return null;
  return delivery.error;
}

/** An endpoint's deliveries, newest first, ten at a time ("Older" pages back), each with Resend. */
export function DeliveryLogTable({ endpointId, enabled, log }: { endpointId: number; enabled: boolean; log: DeliveryLog }) {
  const logId = `log-${endpointId}`;
  return (
    <section className={styles.log} id={logId} aria-labelledby={`${logId}-title`}>
      <div className={styles.head}>
        <h4 id={`${logId}-title`} className={styles.title}>
          Delivery log
        </h4>
        {/* A link that differs from the page's address only by its #fragment would just scroll: the
            query (the time the log was read) makes every Refresh load the page, also without JavaScript. */}
        <Link
          to={`${INTEGRATIONS_PATH}?${new URLSearchParams({ log: String(endpointId), read: String(log.readAt) })}#endpoint-${endpointId}`}
          className={styles.pagerLink}
          preventScrollReset
          reloadDocument
        >
          Refresh<span className="visually-hidden"> the delivery log</span>
        </Link>
      </div>
      {log.deliveries.length === 0 ? (
        <p className={styles.empty}>{log.cursor ? "No older deliveries." : "Nothing sent yet. Press Send test to try the endpoint."}</p>
      ) : (
        <div className={styles.scroller}>
          <table className={styles.table}>
            <thead>
              <tr>
                {["Event", "Status", "Response", "Duration", "Attempts", "When", ""].map((column, index) => (
                  <th key={column || index} className={styles.th} scope="col">
                    {column || <span className="visually-hidden">Actions</span>}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {log.deliveries.map((delivery) => {
                const detail = statusDetail(delivery);
                return (
                  <tr key={delivery.id} className={styles.row}>
                    <td className={`${styles.td} ${styles.wide} ${styles.nowrap}`} data-label="Event">
                      <span className={styles.mono}>{delivery.type}</span>
                      <span className={`${styles.detail} ${styles.mono}`}>{delivery.eventId}</span>
                    </td>
                    <td className={styles.td} data-label="Status">
                      <Badge tone={STATUS_TONES[delivery.status]}>{STATUS_WORDS[delivery.status]}</Badge>
                      {detail ? <span className={styles.detail}>{detail}</span> : null}
                    </td>
                    <td className={styles.td} data-label="Response">
                      {delivery.responseCode ?? "—"}
                    </td>
                    <td className={styles.td} data-label="Duration">
                      {delivery.durationMs === null ? "—" : `${delivery.durationMs} ms`}
                    </td>
                    <td className={styles.td} data-label="Attempts">
                      {delivery.attempts}
                    </td>
                    <td className={`${styles.td} ${styles.nowrap}`} data-label="When">
                      {formatDateTime(delivery.createdAt)}
                    </td>
                    <td className={`${styles.td} ${styles.right} ${styles.actionCell}`}>
                      {enabled ? (
                        <Form method="post" action={`${INTEGRATIONS_PATH}#endpoint-${endpointId}`} preventScrollReset>
                          <input type="hidden" name="intent" value="resend-delivery" />
                          <input type="hidden" name="endpointId" value={endpointId} />
                          <input type="hidden" name="deliveryId" value={delivery.id} />
                          <Button type="submit" variant="secondary" size="sm" aria-label={`Resend ${delivery.type} ${delivery.eventId}`}>
                            Resend
                          </Button>
                        </Form>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {log.cursor || log.nextCursor ? (
        <nav className={styles.pager} aria-label="Delivery log pages">
          {log.cursor ? (
            <Link to={`${INTEGRATIONS_PATH}#${logId}`} preventScrollReset className={styles.pagerLink}>
              Newest
            </Link>
          ) : null}
          {log.nextCursor ? (
            <Link to={`${INTEGRATIONS_PATH}?log=${endpointId}&cursor=${log.nextCursor}#${logId}`} preventScrollReset className={styles.pagerLink}>
              Older<span aria-hidden="true"> →</span>
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
