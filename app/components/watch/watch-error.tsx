import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import * as styles from "./watch.css";

/** Refusals on the watch page (unknown link, removed viewer) in the page's own look. */
export function WatchErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    isRouteErrorResponse(error) && typeof (error.data as { error?: unknown } | null)?.error === "string"
      ? (error.data as { error: string }).error
      : "We could not load this stream. Please try again in a moment.";
  const title = status === 403 ? "Removed from Stream" : status === 404 ? "Stream not found" : "Something went wrong";
  return (
    <div className={styles.page.narrow}>
      <section className={styles.notice} role="alert">
        <h1 className={styles.noticeTitle}>{title}</h1>
        <p className={styles.noticeText}>{message}</p>
        <Link to="/" className={styles.muted}>
          Back to ShowUp
        </Link>
      </section>
    </div>
  );
}
