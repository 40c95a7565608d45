import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { button } from "~/components/ui/button.css";
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
  const data = isRouteErrorResponse(error) ? (error.data as { error?: unknown; details?: { registerPath?: unknown } } | null) : null;
  const reason = typeof data?.error === "string" ? data.error : titles.fallback;
  // A link that is not valid (a seat given up, a mistyped address) on a stream that exists: the way back in.
  const registerPath =
    typeof data?.details?.registerPath === "string" && data.details.registerPath.startsWith("/") ? data.details.registerPath : null;
  const title = registerPath
    ? "This link is not valid"
    : status === 403
      ? titles.forbidden
      : status === 404
        ? titles.notFound
        : "Something went wrong";
  // A reason that only repeats the title ('Stream not found') says what to do instead.
  const message = reason === title && status === 404 ? "Check the address, or open the link from your e-mail again." : reason;
  return (
    <div className={styles.page.narrow}>
      <section className={noticeClassName} role="alert">
        <h1 className={styles.noticeTitle}>{title}</h1>
        <p className={styles.noticeText}>{message}</p>
        {registerPath ? (
          <Link to={registerPath} className={button.primary}>
            Register again
          </Link>
        ) : null}
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
