import { formatMoney } from "~/utils/money";
import type { OfferView } from "~/contracts/offers";
import type { PollView } from "~/contracts/polls";
import { openIn } from "./room-tabs";
import * as styles from "./room-tabs.css";
import type { RoomTabId } from "./use-room-tabs";
import { OFFERS_ID, POLL_ID } from "../../contracts/watch-data";

interface RoomPeekItem {
  tab: "poll" | "offers";
  anchor: string;
  kicker: string;
  title: string;
  action: string;
}

/** What surfaces over the chat on a phone: the poll while it takes votes, else the newest offer. */
function roomPeekOf(poll: PollView | null, offers: OfferView[]): RoomPeekItem | null {
  if (poll && poll.status === "open") {
    const voted = (poll.myVote?.length ?? 0) > 0;
    return { tab: "poll", anchor: POLL_ID, kicker: "Poll", title: poll.question, action: voted ? "Results" : "Vote" };
  }
  const offer = offers.reduce<OfferView | null>(
    (newest, candidate) => (!newest || candidate.revealedAt > newest.revealedAt ? candidate : newest),
    null,
  );
  if (!offer) return null;
  return {
    tab: "offers",
    anchor: OFFERS_ID,
    kicker: "Offer",
    title: `${offer.title} · ${formatMoney(offer.priceCents, offer.currency)}`,
    action: "See offer",
  };
}

/** The open poll or the current offer, one line over the chat on a phone: it opens its tab and leaves the chat its room. */
export function RoomPeek({ poll, offers, open }: { poll: PollView | null; offers: OfferView[]; open: (id: RoomTabId) => void }) {
  const item = roomPeekOf(poll, offers);
  if (!item) return null;
  return (
    <a href={`#${item.anchor}`} className={styles.peek} onClick={openIn(open, item.tab)} data-room-peek={item.tab}>
      <span className={styles.peekKicker}>{item.kicker}</span>
      <span className={styles.peekTitle}>{item.title}</span>
      <span className={styles.peekAction}>
        {item.action}
        <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.4" aria-hidden="true">
          <path d="m9 18 6-6-6-6" />
        </svg>
      </span>
    </a>
  );
}
