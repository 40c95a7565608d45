import { Form, Link } from "@remix-run/react";
import { button } from "~/components/ui/button.css";
import { errorsOf, formErrorOf, isRefusal, typedValues, type FormResult } from "~/utils/form-result";
import { moneyInputValue } from "~/utils/money";
import { bindFields, CheckboxField, InputField, TextAreaField } from "../overlays/overlay-fields";
import { COMMON_CURRENCIES, FORM_ID, type OfferIntent, type OfferTabItem } from "../../../contracts/offer-constants";
import * as panel from "../tab-panel.css";
import * as styles from "./offer-form.css";
import { zoneDescription } from "~/utils/zone-format";

// The limits mirror schemas/offer.ts OFFER_LIMITS, kept here so the page loads no zod.
const LIMITS = { title: 120, description: 2000, bonus: 500, url: 2048 };
/** A whole number from `min` to `max`. */
const wholeNumber = (min: number, max: number) => ({ type: "number", step: 1, min, max }) as const;
const WEB_ADDRESS = { type: "url", inputMode: "url", maxLength: LIMITS.url } as const;

function initialValues(editing: OfferTabItem | null, stripeConfigured: boolean): Record<string, string> {
  if (!editing) return { currency: "USD", checkoutKind: stripeConfigured ? "builtin" : "outside" };
  const text = (value: number | string | null) => (value === null ? "" : String(value));
  return {
    title: editing.title,
    description: editing.description,
    price: moneyInputValue(editing.priceCents, editing.currency),
    currency: editing.currency,
    checkoutKind: editing.checkout,
    checkoutUrl: text(editing.checkoutUrl),
    quantityLimit: text(editing.quantityLimit),
    endsAt: text(editing.endsAtLocal),
    countdownMinutes: text(editing.countdownMinutes),
    revealAtMinutes: text(editing.revealAtMinutes),
    imageUrl: text(editing.imageUrl),
    bonus: text(editing.bonus),
    socialProof: editing.socialProof ? "on" : "",
  };
}

/**
 * New offer, or the offer opened with Edit (?edit=): every field, posted as a plain form. A refusal
 * comes back with each field's error beside it and what was typed.
 */
export function OfferForm({
  editing,
  answer,
  stripeConfigured,
  timeZone,
  cancelHref,
}: {
  editing: OfferTabItem | null;
  /** The page's answer when it was this form's refusal. */
  answer: FormResult<OfferIntent> | null;
  stripeConfigured: boolean;
  timeZone: string;
  cancelHref: string;
}) {
  const failed = isRefusal(answer) ? answer : null;
  const values = failed ? typedValues(failed) : initialValues(editing, stripeConfigured);
  const { field, check } = bindFields(FORM_ID, values, (name) => errorsOf(failed, name));
  const intent: OfferIntent = editing ? "update-offer" : "create-offer";
  const currencies =
    COMMON_CURRENCIES.some((code) => code === values.currency) || !values.currency ? COMMON_CURRENCIES : [values.currency, ...COMMON_CURRENCIES];
  const kind = values.checkoutKind === "builtin" && stripeConfigured ? "builtin" : "outside";
  const key = failed ? JSON.stringify(values) : (editing?.updatedAt ?? "new");

  return (
    <Form method="post" preventScrollReset id={FORM_ID} className={styles.grid} aria-labelledby={`${FORM_ID}-heading`} key={key}>
      <div className={`${styles.head} ${styles.wide}`}>
        <h2 id={`${FORM_ID}-heading`} className={styles.title}>
          {editing ? `Edit “${editing.title}”` : "New offer"}
        </h2>
        {editing ? (
          <Link to={cancelHref} className={styles.cancel}>
            Cancel editing
          </Link>
        ) : null}
      </div>
      {failed ? (
        <p className={`${styles.wide} ${panel.alert}`} role="alert">
          {formErrorOf(failed)}
        </p>
      ) : null}
      <input type="hidden" name="intent" value={intent} />
      {editing ? <input type="hidden" name="offerId" value={editing.id} /> : null}

      <div className={styles.wide}>
        <InputField {...field("title")} label="Title" required maxLength={LIMITS.title} placeholder="e.g. Coaching Accelerator" />
      </div>
      <div className={styles.wide}>
        <TextAreaField
          {...field("description")}
          label="Description"
          maxLength={LIMITS.description}
          placeholder="What the buyer gets, in a sentence or two"
        />
      </div>
      <InputField
        {...field("price")}
        label="Price"
        inputMode="decimal"
        required
        placeholder="49.00"
        hint="In the currency you choose, e.g. 49.00 (0 for free)."
      />
      <div>
        <InputField
          {...field("currency")}
          label="Currency"
          list={`${FORM_ID}-currencies`}
          required
          maxLength={3}
          autoCapitalize="characters"
          hint="A 3-letter ISO code such as USD, EUR or GBP."
        />
        <datalist id={`${FORM_ID}-currencies`}>
          {currencies.map((code) => (
            <option key={code} value={code} />
          ))}
        </datalist>
      </div>

      <fieldset className={`${styles.group} ${styles.wide}`}>
        <legend className={styles.legend}>How viewers pay</legend>
        <label className={stripeConfigured ? styles.radio : styles.radioDisabled}>
          <input
            type="radio"
            name="checkoutKind"
            value="builtin"
            className={styles.radioInput}
            defaultChecked={kind === "builtin"}
            disabled={!stripeConfigured}
          />
          <span className={styles.radioText}>
            Built-in checkout
            <span className={styles.radioHint}>Stripe Checkout opens from the Buy button; the sale is recorded when Stripe confirms it.</span>
          </span>
        </label>
        {stripeConfigured ? null : <p className={styles.groupHint}>Off: card payments are not set up on this server.</p>}
        <label className={styles.radio}>
          <input type="radio" name="checkoutKind" value="outside" className={styles.radioInput} defaultChecked={kind === "outside"} />
          <span className={styles.radioText}>
            My own checkout page
            <span className={styles.radioHint}>Viewers go to your page; your processor reports each sale back (postback or pixel).</span>
          </span>
        </label>
        <InputField
          {...field("checkoutUrl")}
          label="Checkout URL (own checkout only)"
          {...WEB_ADDRESS}
          placeholder="https://pay.example.com/accelerator"
        />
      </fieldset>

      <fieldset className={`${styles.group} ${styles.wide}`}>
        <legend className={styles.legend}>Scarcity and timing (optional)</legend>
        <p className={styles.groupHint}>
          Viewers see what is left and when it closes. Times are in the event’s time zone, {zoneDescription(timeZone)}.
        </p>
        <div className={styles.grid}>
          <InputField {...field("quantityLimit")} label="Quantity limit" {...wholeNumber(1, 1_000_000)} hint="Never oversold: e.g. 10 seats." />
          <InputField {...field("endsAt")} label="Deadline" type="datetime-local" hint="Closes at this time." />
          <InputField
            {...field("countdownMinutes")}
            label="Countdown (minutes)"
            {...wholeNumber(1, 1440)}
            hint="Closes this long after you reveal it."
          />
          <InputField
            {...field("revealAtMinutes")}
            label="Show automatically after (minutes)"
            {...wholeNumber(0, 1440)}
            hint="e.g. 45: shows itself 45 minutes after you go live."
          />
        </div>
      </fieldset>

      <InputField {...field("imageUrl")} label="Image URL" {...WEB_ADDRESS} placeholder="https://" hint="Or upload an image once the offer exists." />
      <InputField {...field("bonus")} label="Bonus" maxLength={LIMITS.bonus} placeholder="e.g. Free 1:1 call for the first 10" />
      <div className={styles.wide}>
        <CheckboxField
          {...check("socialProof")}
          label="Social proof: tell viewers when someone buys (“Maya from Leeds just enrolled”: first name and city only)"
        />
      </div>
      <div className={`${styles.actions} ${styles.wide}`}>
        <button type="submit" className={button.primary}>
          {editing ? "Save offer" : "Create offer"}
        </button>
      </div>
    </Form>
  );
}
