import { Form, Link } from "@remix-run/react";
import { button, size } from "~/components/ui/button.css";
import { ConfirmPost } from "~/components/ui/confirm-disclosure";
import { errorsOf, isRefusal, typedValue, type FormResult } from "~/utils/form-result";
import { formatMoney } from "~/utils/money";
import { isValidTimeZone } from "~/utils/zone-format";
import { EDIT_PARAM, FORM_ID, offerAnchor, type OfferIntent, type OfferTabItem } from "../../../contracts/offer-constants";
import { chips } from "~/components/ui/badge.css";
import { CopyButton } from "~/components/ui/copy-button";
import * as styles from "./offer-list.css";

function stateOf(offer: OfferTabItem): { tone: keyof typeof styles.badge; text: string } {
  if (offer.isRevealed) return { tone: "showing", text: "Showing" };
  if (offer.revealAtMinutes !== null && !offer.autoRevealedAt) return { tone: "scheduled", text: `Shows ${offer.revealAtMinutes} min after start` };
  return { tone: "hidden", text: "Hidden" };
}

const inZone = (date: Date | string, timeZone: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat("en-US", { ...options, timeZone: isValidTimeZone(timeZone) ? timeZone : "UTC" }).format(new Date(date));

/** "Closes 14:30" today in the event's zone, "Closes Jun 1, 18:30" on another day. */
function closesText(iso: string, timeZone: string) {
  const day = (date: Date | string) => inZone(date, timeZone, { year: "numeric", month: "short", day: "numeric" });
  const time = inZone(iso, timeZone, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  return day(iso) === day(new Date()) ? `Closes ${time}` : `Closes ${inZone(iso, timeZone, { month: "short", day: "numeric" })}, ${time}`;
}

/** The scarcity and sales the host reads at a glance. */
function factsOf(offer: OfferTabItem, timeZone: string) {
  const facts: string[] = [];
  if (offer.quantityLimit !== null) facts.push(`${offer.remaining ?? 0} of ${offer.quantityLimit} left`);
  if (offer.endsAt) facts.push(closesText(offer.endsAt, timeZone));
  if (offer.countdownMinutes !== null)
    facts.push(
      offer.isRevealed && offer.closesAt
        ? `Countdown ${offer.countdownMinutes} min (${closesText(offer.closesAt, timeZone)})`
        : `Countdown ${offer.countdownMinutes} min`,
    );
  facts.push(`${offer.soldCount} sold`);
  if (offer.reservedCount > 0) facts.push(`${offer.reservedCount} in checkout`);
  if (offer.bonus) facts.push(`Bonus: ${offer.bonus}`);
  return facts;
}

function Copyable({ label, value, hydrated }: { label: string; value: string; hydrated: boolean }) {
  return (
    <div>
      <span className={styles.label}>{label}</span>
      <div className={styles.row}>
        <code className={styles.code}>{value}</code>
        {hydrated ? (
          <CopyButton text={value} label="Copy" aria-label={`Copy ${label.toLowerCase()}`} className={styles.small} copiedFor={2000} />
        ) : null}
      </div>
    </div>
  );
}

/** Where an outside checkout reports its sales: the postback, the pixel and the secret that signs them. */
function SalesTracking({ offer, hydrated }: { offer: OfferTabItem; hydrated: boolean }) {
  if (!offer.postbackUrl || !offer.pixelUrl) return null;
  const pixel = `<img src="${offer.pixelUrl}?order_id=ORDER_ID&amount=AMOUNT&currency=${offer.currency}&ref=REF&sig=SIGNATURE" width="1" height="1" alt="">`;
  return (
    <details className={styles.details}>
      <summary className={styles.summary}>Sales tracking</summary>
      <div className={styles.panel}>
        <p className={styles.muted}>
          Your checkout reports each sale here. <code>sig</code> is the hex HMAC-SHA256, keyed with your postback secret, of{" "}
          <code>order_id.amount.currency.ref</code> (amount in {offer.currency === "JPY" ? "yen" : "cents"}, ref empty when there is none, and{" "}
          <code>.email</code> appended when you send an e-mail). The viewer reference arrives on your checkout link as <code>?ref=</code>. Each order
          id counts once.
        </p>
        <Copyable label="Postback URL" value={offer.postbackUrl} hydrated={hydrated} />
        <Copyable label="Pixel for your thank-you page" value={pixel} hydrated={hydrated} />
        {offer.postbackSecret ? (
          <details>
            <summary className={styles.label}>Show postback secret</summary>
            <Copyable label="Postback secret" value={offer.postbackSecret} hydrated={hydrated} />
            <p className={styles.muted}>Keep it private: anyone with it can report sales for this offer.</p>
          </details>
        ) : null}
      </div>
    </details>
  );
}

function ImageForms({ offer, answer }: { offer: OfferTabItem; answer: FormResult<OfferIntent> | null }) {
  const mine = answer && typedValue(answer, "offerId") === String(offer.id) && answer.intent === "upload-offer-image";
  const imageErrors = mine ? (errorsOf(answer, "image") ?? errorsOf(answer, "")) : undefined;
  const inputId = `offer-image-${offer.id}`;
  return (
    <details className={styles.details} open={Boolean(imageErrors)}>
      <summary className={styles.summary}>Image</summary>
      <div className={styles.panel}>
        <Form method="post" encType="multipart/form-data" preventScrollReset className={styles.row}>
          <input type="hidden" name="intent" value="upload-offer-image" />
          <input type="hidden" name="offerId" value={offer.id} />
          <label htmlFor={inputId} className={styles.label}>
            Upload an image
          </label>
          <input
            id={inputId}
            type="file"
            name="image"
            required
            accept="image/png,image/jpeg,image/webp,image/gif"
            className={styles.fileInput}
            aria-invalid={imageErrors ? true : undefined}
            aria-describedby={imageErrors ? `${inputId}-error` : `${inputId}-hint`}
          />
          <button type="submit" className={`${button.secondary} ${styles.small}`}>
            Upload
          </button>
        </Form>
        {imageErrors ? (
          <p id={`${inputId}-error`} className={styles.error} role="alert">
            {imageErrors.join(" ")}
          </p>
        ) : (
          <p id={`${inputId}-hint`} className={styles.muted}>
            PNG, JPEG, WebP or GIF, up to 2 MB. It replaces the image URL.
          </p>
        )}
        {offer.uploadedImageUrl ? (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="remove-offer-image" />
            <input type="hidden" name="offerId" value={offer.id} />
            <button type="submit" className={`${button.secondary} ${styles.small}`}>
              Remove uploaded image
            </button>
          </Form>
        ) : null}
      </div>
    </details>
  );
}

function OfferItem({
  offer,
  timeZone,
  basePath,
  answer,
  hydrated,
}: {
  offer: OfferTabItem;
  timeZone: string;
  basePath: string;
  answer: FormResult<OfferIntent> | null;
  hydrated: boolean;
}) {
  const state = stateOf(offer);
  const titleId = `${offerAnchor(offer.id)}-title`;
  return (
    <li id={offerAnchor(offer.id)} className={offer.isRevealed ? styles.itemShowing : styles.item} aria-labelledby={titleId}>
      <div className={styles.top}>
        {offer.displayImageUrl ? (
          <img src={offer.displayImageUrl} alt="" className={styles.thumb} width={80} height={80} loading="lazy" />
        ) : (
          <span className={styles.thumbEmpty} aria-hidden="true">
            {offer.title.charAt(0).toUpperCase()}
          </span>
        )}
        <div className={styles.body}>
          <div className={styles.titleRow}>
            <h3 id={titleId} className={styles.title}>
              {offer.title}
            </h3>
            <span className={styles.badge[state.tone]}>{state.text}</span>
          </div>
          <p className={styles.price}>
            {formatMoney(offer.priceCents, offer.currency)}{" "}
            <span className={styles.kind}>· {offer.checkout === "builtin" ? "Built-in checkout" : "Own checkout page"}</span>
          </p>
          <ul className={chips} aria-label="Scarcity and sales">
            {factsOf(offer, timeZone).map((fact) => (
              <li key={fact} className={styles.fact}>
                {fact}
              </li>
            ))}
          </ul>
        </div>
        <Form method="post" preventScrollReset className={styles.primary}>
          <input type="hidden" name="intent" value={offer.isRevealed ? "hide-offer" : "reveal-offer"} />
          <input type="hidden" name="offerId" value={offer.id} />
          <button type="submit" className={`${offer.isRevealed ? button.secondary : button.primary} ${styles.revealButton}`}>
            {offer.isRevealed ? "Hide from viewers" : "Reveal to viewers"}
          </button>
        </Form>
      </div>
      <div className={styles.actions}>
        <Link to={`${basePath}&${EDIT_PARAM}=${offer.id}#${FORM_ID}`} className={styles.link} aria-label={`Edit ${offer.title}`}>
          Edit
        </Link>
        <ImageForms offer={offer} answer={answer} />
        <SalesTracking offer={offer} hydrated={hydrated} />
        <ConfirmPost
          className={styles.details}
          summaryClassName={size.compact}
          summary="Delete"
          label={`Delete ${offer.title}`}
          question={`Delete “${offer.title}”?${offer.isRevealed ? " Viewers stop seeing it now." : ""} Its purchases stay in your records. This can’t be undone.`}
          intent="delete-offer"
          fields={{ offerId: offer.id }}
          confirm="Yes, delete"
          confirmClassName={styles.small}
        />
      </div>
    </li>
  );
}

/** The event's offers, each with its reveal switch first: the one thing a host needs mid-show. */
export function OfferList({
  offers,
  timeZone,
  tabHref,
  answer,
  hydrated,
}: {
  offers: OfferTabItem[];
  timeZone: string;
  /** The tab's address (?tab=offers): Edit adds &edit={id}. */
  tabHref: string;
  answer: FormResult<OfferIntent> | null;
  hydrated: boolean;
}) {
  if (offers.length === 0) {
    return (
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>No offers yet</p>
        <p className={styles.muted}>
          An offer is something you sell during the live: a course, a coaching package, a ticket. Reveal it when the moment is right and every viewer
          sees it beside the video with its price, scarcity and a Buy button.
        </p>
      </div>
    );
  }
  const failed = isRefusal(answer) ? answer : null;
  return (
    <ul className={styles.list} aria-label="Offers">
      {offers.map((offer) => (
        <OfferItem key={offer.id} offer={offer} timeZone={timeZone} basePath={tabHref} answer={failed} hydrated={hydrated} />
      ))}
    </ul>
  );
}
