import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import * as styles from "./watch.css";

interface RefusalTitles {
  /** A removed viewer (403). */
  forbidden: string;
  /** An unknown link (404). */
  notFound: string;
  /** Said when the server gave no reason of its own. */
  fallback: string;
}

/** A viewer page's refusal in the page's own look: the server's reason, under a title for its status. */
export function RefusalNotice({ titles, noticeClassName = styles.notice }: { titles: RefusalTitles; noticeClassName?: string }) {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const data = isRouteErrorResponse(error) ? (error.data as { error?: unknown } | null) : null;
  const message = typeof data?.error === "string" ? data.error : titles.fallback;
  const title = status === 403 ? titles.forbidden : status === 404 ? titles.notFound : "Something went wrong";
  return (
    <div className={styles.page.narrow}>
      <section className={noticeClassName} role="alert">
        <h1 className={styles.noticeTitle}>{title}</h1>
        <p className={styles.noticeText}>{message}</p>
        <Link to="/" className={styles.muted}>
          Back to ShowUp
        </Link>
      </section>
    </div>
  );
}

/** Refusals on the watch page (unknown link, removed viewer). */
export function WatchErrorBoundary() {
  return (
    <RefusalNotice
      titles={{
        forbidden: "Removed from Stream",
        notFound: "Stream not found",
        fallback: "We could not load this stream. Please try again in a moment.",
      }}
    />
  );
}
