import { useLocation } from "@remix-run/react";
import { CheckoutNotice } from "~/components/watch/checkout-notice";
import { LineIcon } from "~/components/ui/line-icon";
import { PasscodePage } from "~/components/watch/room-gates";
import { RefusalNotice } from "~/components/watch/watch-error";
import type { CheckoutReturn } from "~/contracts/watch-data";
import * as watchStyles from "~/components/watch/watch.css";
import type { ReplayHeading, ReplayRoomData } from "~/contracts/replay-room";
import { ReplayRoom } from "./replay-room";
import * as styles from "./replay-page.css";

export type ReplayPageData = ReplayHeading &
  (
    | { kind: "preparing" | "unpublished" | "passcode" }
    | { kind: "expired"; expiredAt: string; expiredLabel: string }
    | { kind: "available"; expiresAt: string | null; room: ReplayRoomData; serverNow: string; checkoutReturn: CheckoutReturn | null }
  );

const ICONS = {
  clock: (
    <>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 6v6l4 2" />
    </>
  ),
  hidden: (
    <>
      <path d="M17.94 17.94A10.07 10.07 0 0 1 12 20c-7 0-11-8-11-8a18.45 18.45 0 0 1 5.06-5.94" />
      <path d="M9.9 4.24A9.12 9.12 0 0 1 12 4c7 0 11 8 11 8a18.5 18.5 0 0 1-2.16 3.19" />
      <path d="m1 1 22 22" />
    </>
  ),
  ended: (
    <>
      <path d="M5 22h14M5 2h14" />
      <path d="M17 22v-4.17a2 2 0 0 0-.59-1.42L12 12l-4.41 4.41A2 2 0 0 0 7 17.83V22M7 2v4.17a2 2 0 0 0 .59 1.42L12 12l4.41-4.41A2 2 0 0 0 17 6.17V2" />
    </>
  ),
};

function Notice({
  title,
  heading,
  text,
  hostName,
  icon,
}: {
  title: string;
  heading: string;
  text: string;
  hostName: string | null;
  icon: keyof typeof ICONS;
}) {
  return (
    <div className={watchStyles.page.narrow}>
      <section className={styles.notice} aria-labelledby="replay-notice-heading">
        <span className={watchStyles.noticeIcon}>
          <LineIcon size={28}>{ICONS[icon]}</LineIcon>
        </span>
        <p className={styles.eventTitle}>
          {title}
          {hostName ? ` · ${hostName}` : ""}
        </p>
        <h1 id="replay-notice-heading" className={watchStyles.noticeTitle}>
          {heading}
        </h1>
        <p className={watchStyles.noticeText}>{text}</p>
      </section>
    </div>
  );
}

/** Why there is nothing to watch, by the page's kind. */
const NOTICES = {
  preparing: {
    icon: "clock",
    heading: "The replay is being prepared",
    text: "The recording of this webinar is not ready yet. Open this link again a little later.",
  },
  unpublished: {
    icon: "hidden",
    heading: "The host has not published the replay",
    text: "The replay of this webinar is not available to watch. If the host publishes it, this link will play it.",
  },
  expired: { icon: "ended", heading: "This replay is no longer available" },
} as const;

/** The registrant's replay page: the room, or why there is nothing to watch (yet, or any more). */
export function ReplayPage({ data }: { data: ReplayPageData }) {
  const { pathname } = useLocation();
  switch (data.kind) {
    case "preparing":
    case "unpublished":
      return <Notice title={data.title} hostName={data.hostName} {...NOTICES[data.kind]} />;
    case "expired":
      return (
        <Notice title={data.title} hostName={data.hostName} {...NOTICES.expired} text={`The replay was available until ${data.expiredLabel}.`} />
      );
    case "passcode":
      return <PasscodePage title={data.title} hostName={data.hostName} />;
    case "available":
      return (
        <>
          {data.checkoutReturn ? (
            <div className={styles.checkout}>
              <CheckoutNotice result={data.checkoutReturn} pathname={pathname} />
            </div>
          ) : null}
          <ReplayRoom data={data.room} mode="replay" expiresAt={data.expiresAt} serverNow={data.serverNow} />
        </>
      );
  }
}

/** An unknown replay link (404) or a removed viewer (403), in the page's own look. */
export function ReplayErrorBoundary() {
  return (
    <RefusalNotice
      titles={{
        forbidden: "You cannot watch this replay",
        notFound: "Replay not found",
        fallback: "We could not load this replay. Please try again in a moment.",
      }}
      noticeClassName={styles.notice}
    />
  );
}
