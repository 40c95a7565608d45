import { isRouteErrorResponse, useLocation, useRouteError } from "@remix-run/react";
import * as styles from "./error-page.css";
import { Logo } from "./logo";
import { button } from "./ui/button.css";

interface WayBack {
  to: string;
  label: string;
}

const HOME: WayBack = { to: "/", label: "Back to the home page" };

/**
 * What went wrong, in words, with a way back: the whole page (the root boundary, no chrome left),
 * or the content inside a layout's chrome (`inLayout`: its header, sidebar and footer stay).
 */
export function ErrorPage({
  title,
  message,
  back = HOME,
  retry,
  inLayout = false,
}: {
  title: string;
  message: string;
  back?: WayBack;
  /** Where "Try again" leads (the same page), for a failure that passes by itself. */
  retry?: string;
  inLayout?: boolean;
}) {
  const Box = inLayout ? "section" : "main";
  return (
    <Box className={inLayout ? styles.inLayout : styles.page} aria-labelledby="error-title">
      <div>
        {inLayout ? null : (
          <div className={styles.brand}>
            <Logo to="/" />
          </div>
        )}
        <h1 id="error-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.message}>{message}</p>
        {retry ? (
          <p className={styles.actions}>
            <a href={retry} className={button.primary}>
              Try again
            </a>
          </p>
        ) : null}
        <a href={back.to}>{back.label}</a>
      </div>
    </Box>
  );
}

/** The error a route's loader or action threw (a 404 for a page that is not there or not yours, or a fault) as an ErrorPage. */
export function RouteErrorPage({ back, inLayout }: { back?: WayBack; inLayout?: boolean }) {
  const error = useRouteError();
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 503) {
    return (
      <ErrorPage
        title="We'll be right back"
        message="ShowUp is briefly unavailable. Nothing you saved is lost, and this page will work again in a few seconds."
        retry={location.pathname + location.search}
        back={back}
        inLayout={inLayout}
      />
    );
  }
  // A page of an event that is the host's alone, opened by a member of the host's team.
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <ErrorPage
        title={typeof error.data === "string" && error.data ? error.data : "Only the host can do this"}
        message="You help run this event on the host's team: chat, Q&A, polls and overlays are in its Event Settings, under Team events."
        back={{ to: "/events#team-events", label: "Go to Team events" }}
        inLayout={inLayout}
      />
    );
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorPage title="Page not found" message="The page you are looking for does not exist or has moved." back={back} inLayout={inLayout} />;
  }
  return (
    <ErrorPage
      title={isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "Something went wrong"}
      message="We could not show this page. Please try again in a moment."
      back={back}
      inLayout={inLayout}
    />
  );
}
