import { useEffect, useRef, useState } from "react";
import { formatMoney } from "~/utils/money";
import { isOfferClosed, type OfferView } from "~/contracts/offers";
import { formatCountdown } from "~/contracts/overlay-timing";
import type { PurchaseAlert } from "./use-live-offers";
import { OFFERS_ID } from "../../contracts/watch-data";
import * as styles from "./offer-card.css";

function OfferImage({ src }: { src: string }) {
  const image = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);
  // An error before hydration fired before React listened: a finished image with no size failed.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setFailed(true);
  }, [src]);
  if (failed) return null;
  return (
    <img
      ref={image}
      className={styles.image}
      src={src}
      alt=""
      width={640}
      height={360}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}

/** "Only 3 left" once few remain (a tenth of the limit, or ten); "180 of 250 left" before. */
function scarcityText(remaining: number, limit: number | null) {
  const few = Math.max(10, Math.ceil((limit ?? 0) / 10));
  return remaining <= few || limit === null ? `Only ${remaining} left` : `${remaining} of ${limit} left`;
}

/** "14:59 left" for a screen reader: minutes and seconds in words. */
function spokenCountdown(seconds: number) {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const parts = [hours ? `${hours} hour${hours === 1 ? "" : "s"}` : "", minutes ? `${minutes} minute${minutes === 1 ? "" : "s"}` : ""];
  parts.push(`${whole % 60} second${whole % 60 === 1 ? "" : "s"}`);
  return parts.filter(Boolean).join(" ");
}

function Deadline({ closesAt, endsAt, now }: { closesAt: string; endsAt: string | undefined; now: number | null }) {
  if (now === null) return endsAt ? <span className={styles.tag.time}>{endsAt}</span> : null;
  const left = (Date.parse(closesAt) - now) / 1000;
  if (left <= 0) return null;
  return (
    <span className={left < 300 ? styles.tag.urgent : styles.tag.time} role="timer" aria-label={`Ends in ${spokenCountdown(left)}`}>
      Ends in <span className={styles.digits}>{formatCountdown(left)}</span>
    </span>
  );
}

/**
 * One revealed offer beside (or under) the player: image, title, description, bonus, price, what
 * is left and for how long, and the Buy form. The form is a plain POST to the app's checkout
 * route (it answers with a redirect to Stripe or to the host's own checkout); once hydrated it
 * opens checkout in a new tab so the stream keeps playing here.
 */
export function OfferCard({
  offer,
  streamId,
  uniqueId,
  endsAt,
  now,
  renderedAt,
  hydrated,
  alert,
  attribution,
}: {
  offer: OfferView;
  streamId: string;
  uniqueId: string | null;
  /** The server's "Ends at 2:30 PM EST", shown until the countdown ticks. */
  endsAt: string | undefined;
  /** The server's clock, null before hydration. */
  now: number | null;
  /** The server's clock when the page was rendered (closed or not before hydration). */
  renderedAt: number;
  hydrated: boolean;
  alert: PurchaseAlert | null;
  /** Bought on the replay or in an on-demand session rather than live (the purchase remembers it). */
  attribution?: "replay" | "on-demand";
}) {
  const soldOut = offer.remaining === 0;
  const closed = !soldOut && isOfferClosed(offer, now ?? renderedAt);
  const price = formatMoney(offer.priceCents, offer.currency);
  const titleId = `offer-${offer.id}-title`;
  return (
    <article className={closed || soldOut ? styles.card.ended : styles.card.open} aria-labelledby={titleId}>
      {offer.imageUrl ? <OfferImage src={offer.imageUrl} /> : null}
      {alert ? (
        <p className={styles.alert} aria-hidden="true" key={alert.key}>
          <span className={styles.alertDot} />
          {alert.text}
        </p>
      ) : null}
      <div className={styles.body}>
        <div className={styles.tags}>
          {soldOut ? (
            <span className={styles.tag.ended}>Sold out</span>
          ) : closed ? (
            <span className={styles.tag.ended}>Offer closed</span>
          ) : (
            <>
              {offer.remaining !== null ? <span className={styles.tag.scarce}>{scarcityText(offer.remaining, offer.quantityLimit)}</span> : null}
              {offer.closesAt ? <Deadline closesAt={offer.closesAt} endsAt={endsAt} now={now} /> : null}
            </>
          )}
        </div>
        <h2 className={styles.title} id={titleId}>
          {offer.title}
        </h2>
        {offer.description ? <p className={styles.description}>{offer.description}</p> : null}
        {offer.bonus ? (
          <p className={styles.bonus}>
            <strong>Bonus:</strong> {offer.bonus}
          </p>
        ) : null}
        <p className={styles.price}>{price}</p>
        <form method="post" action={`/offers/${offer.id}/checkout`} target={hydrated ? "_blank" : undefined} className={styles.form}>
          <input type="hidden" name="streamId" value={streamId} />
          {uniqueId ? <input type="hidden" name="uniqueId" value={uniqueId} /> : null}
          {attribution ? <input type="hidden" name="attribution" value={attribution} /> : null}
          <button type="submit" className={styles.buy} disabled={soldOut || closed}>
            {soldOut ? "Sold out" : closed ? "Offer closed" : `Buy now — ${price}`}
            {hydrated && !soldOut && !closed ? <span className="visually-hidden"> (opens checkout in a new tab)</span> : null}
          </button>
        </form>
      </div>
    </article>
  );
}

/**
 * The revealed offers, newest first, with the social-proof alert on the offer it names (the first
 * when it names none shown) and read out by a polite live region. Nothing without offers.
 */
export function OfferList({
  offers,
  alert,
  className,
  placement,
  ...card
}: {
  offers: OfferView[];
  alert: PurchaseAlert | null;
  className: string;
  /** Under the player beside the chat, or aside the player without chat. */
  placement: "under" | "aside";
  streamId: string;
  uniqueId: string | null;
  endsAt: Record<number, string>;
  now: number | null;
  renderedAt: number;
  hydrated: boolean;
  attribution?: "replay" | "on-demand";
}) {
  if (offers.length === 0) return null;
  const alertOn = alert && offers.some((offer) => offer.id === alert.offerId) ? alert.offerId : offers[0]?.id;
  return (
    <section
      id={OFFERS_ID}
      className={`${styles.list} ${styles.placement[placement]} ${className}`}
      aria-label={offers.length === 1 ? "Offer" : "Offers"}
      data-offers
    >
      <p className="visually-hidden" role="status" aria-live="polite">
        {alert?.text ?? ""}
      </p>
      {offers.map((offer) => (
        <OfferCard
          key={offer.id}
          offer={offer}
          streamId={card.streamId}
          uniqueId={card.uniqueId}
          endsAt={card.endsAt[offer.id]}
          now={card.now}
          renderedAt={card.renderedAt}
          hydrated={card.hydrated}
          alert={alert && offer.id === alertOn ? alert : null}
          attribution={card.attribution}
        />
      ))}
    </section>
  );
}
