import { useState, type MouseEvent } from "react";
import type { CheckoutReturn } from "../../contracts/watch-data";
import { LineIcon } from "~/components/ui/line-icon";
import * as styles from "./checkout-notice.css";

/** The page's address without the checkout return's parameters. */
function addressWithout(location: { pathname: string; search: string }) {
  const params = new URLSearchParams(location.search);
  params.delete("checkout");
  params.delete("offer");
  const search = params.toString();
  return `${location.pathname}${search ? `?${search}` : ""}`;
}

/**
 * Back from checkout: thanks (the purchase is recorded when the payment provider confirms it) or
 * the offer is still here. Dismissing it keeps the stream playing: with JavaScript it just goes
 * (and the address loses its parameters); without, the link loads the page without them.
 */
export function CheckoutNotice({ result, pathname }: { result: CheckoutReturn; pathname: string }) {
  const [shown, setShown] = useState(true);
  if (!shown) return null;
  const success = result.status === "success";
  const dismiss = (event: MouseEvent) => {
    event.preventDefault();
    setShown(false);
    window.history.replaceState(window.history.state, "", addressWithout(window.location));
  };
  return (
    <div className={success ? styles.notice.success : styles.notice.cancelled} role="status" data-checkout-notice="">
      <span className={styles.icon} aria-hidden="true">
        <LineIcon size={18} strokeWidth={2.5}>
          {success ? (
            <path d="M20 6 9 17l-5-5" />
          ) : (
            <>
              <path d="M12 8v5M12 16h.01" />
              <circle cx="12" cy="12" r="9" />
            </>
          )}
        </LineIcon>
      </span>
      <p className={styles.text}>
        {success
          ? `Thank you! Your payment for ${result.offerTitle} is being confirmed — you'll get a receipt by e-mail.`
          : "Checkout cancelled. The offer is still here if you change your mind."}
      </p>
      <a className={styles.dismiss} href={pathname} onClick={dismiss} aria-label="Dismiss">
        <LineIcon size={18} strokeWidth={2.5}>
          <path d="M18 6 6 18M6 6l12 12" />
        </LineIcon>
      </a>
    </div>
  );
}
