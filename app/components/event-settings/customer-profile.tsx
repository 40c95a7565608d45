import { Link, useNavigate } from "@remix-run/react";
import { useEffect, useState } from "react";
import { button } from "~/components/ui/button.css";
import type { PurchaseHistory } from "~/services/room/chat/purchase-history.server";
import { PROFILE_CACHE_MS, PROFILE_ID } from "./constants";
import { formatMoney, formatTotals } from "~/utils/money";
import { lastPurchaseLabel, purchaseCountLabel } from "./format";
import * as styles from "./customer-profile.css";
import { Dialog } from "~/components/ui/dialog";
import { dialogClose } from "~/components/ui/dialog.css";
import { InsetFigure } from "~/components/ui/inset-figure";

/** Who the dialog is about; the e-mail is known when the message came with the page. */
export interface ProfileTarget {
  id: number;
  firstName: string;
  email?: string;
}

export interface ProfileData {
  viewer: { id: number; firstName: string; email: string };
  history: PurchaseHistory;
}

type ProfileState = { status: "loading" } | { status: "error" } | { status: "ready"; profile: ProfileData };

/** Spec section 9: a viewer's purchase history is kept 5 minutes in memory, never refetched on focus. */
const profileCache = new Map<number, { at: number; profile: ProfileData }>();

export function rememberProfile(profile: ProfileData) {
  profileCache.set(profile.viewer.id, { at: Date.now(), profile });
}

function cachedProfile(viewerId: number): ProfileData | null {
  const entry = profileCache.get(viewerId);
  if (!entry || Date.now() - entry.at > PROFILE_CACHE_MS) return null;
  return { ...entry.profile, history: { ...entry.profile.history, cached: true } };
}

/** The viewer's profile, fetched only while the dialog is open and only for a real viewer (id > 0). */
function useViewerProfile(viewerId: number, open: boolean) {
  const [state, setState] = useState<ProfileState>(() => {
    const cached = cachedProfile(viewerId);
    return cached ? { status: "ready", profile: cached } : { status: "loading" };
  });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!open || viewerId <= 0) return;
    const cached = cachedProfile(viewerId);
    if (cached) {
      setState({ status: "ready", profile: cached });
      return;
    }
    const controller = new AbortController();
    setState({ status: "loading" });
    fetch(`/resources/viewer-profile/${viewerId}`, { headers: { Accept: "application/json" }, credentials: "same-origin", signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
        const profile = (await response.json()) as ProfileData;
        rememberProfile(profile);
        setState({ status: "ready", profile });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: "error" });
      });
    return () => controller.abort();
  }, [viewerId, open, attempt]);
  return { state, retry: () => setAttempt((n) => n + 1) };
}

/** "Refunded" for a full refund, "Partly refunded $20.00" for a part; nothing without a refund. */
export function refundLabel({ amountCents, refundedCents, currency }: { amountCents: number; refundedCents: number; currency: string }) {
  if (refundedCents <= 0) return null;
  return refundedCents >= amountCents ? "Refunded" : `Partly refunded ${formatMoney(refundedCents, currency)}`;
}

function PurchaseItem({ purchase, timeZone }: { purchase: PurchaseHistory["purchases"][number]; timeZone: string }) {
  const refund = refundLabel(purchase);
  return (
    <li className={styles.purchase}>
      <div className={styles.purchaseMain}>
        <span className={styles.purchaseName}>{purchase.productName}</span>
        <span className={styles.purchaseMeta}>
          {lastPurchaseLabel(purchase.purchasedAt, timeZone)}
          {purchase.eventTitle ? ` · ${purchase.eventTitle}` : ""}
        </span>
      </div>
      <div className={styles.purchaseSide}>
        <span className={refund === "Refunded" ? styles.struck : styles.amount}>{formatMoney(purchase.amountCents, purchase.currency)}</span>
        {refund ? <span className={styles.refundBadge}>{refund}</span> : null}
      </div>
    </li>
  );
}

/** One source's total; a source that reports each sale also counts them (ActiveCampaign does not). */
function SourceRow({ label, source, currency }: { label: string; source: { totalValue: number; purchaseCount?: number }; currency: string }) {
  return (
    <div className={styles.sourceRow}>
      <dt>{label}</dt>
      <dd>
        {source.purchaseCount === undefined ? (
          formatMoney(source.totalValue, currency)
        ) : (
          <>
            {formatMoney(source.totalValue, currency)} <span className={styles.count}>({purchaseCountLabel(source.purchaseCount)})</span>
          </>
        )}
      </dd>
    </div>
  );
}

function History({ history, timeZone }: { history: PurchaseHistory; timeZone: string }) {
  return (
    <>
      <dl className={styles.summary}>
        <InsetFigure label="Total value" valueClassName={styles.value}>
          {formatTotals(history.totals, history.currency)}
        </InsetFigure>
        <InsetFigure label="Last purchase" valueClassName={styles.value}>
          {lastPurchaseLabel(history.lastPurchaseDate, timeZone)}
        </InsetFigure>
      </dl>
      {history.purchases.length > 0 ? (
        <>
          <div>
            <h4 className={styles.subheading}>Purchases</h4>
            <ul className={styles.purchases}>
              {history.purchases.map((purchase) => (
                <PurchaseItem key={purchase.id} purchase={purchase} timeZone={timeZone} />
              ))}
            </ul>
          </div>
          <div>
            <h4 className={styles.subheading}>By source{history.totals.length > 1 ? ` (${history.currency})` : ""}</h4>
            <dl className={styles.sources}>
              <SourceRow label="Stripe" source={history.sources.stripe} currency={history.currency} />
              <SourceRow label="PayPal" source={history.sources.paypal} currency={history.currency} />
              <SourceRow label="ActiveCampaign" source={history.sources.activeCampaign} currency={history.currency} />
            </dl>
          </div>
        </>
      ) : (
        <p className={styles.empty}>No purchases found</p>
      )}
    </>
  );
}

function Identity({ firstName, email }: { firstName: string; email?: string }) {
  return (
    <div className={styles.identity}>
      <span className={styles.avatar} aria-hidden="true">
        {firstName.slice(0, 1).toUpperCase() || "?"}
      </span>
      <div className={styles.identityText}>
        <p className={styles.name}>{firstName}</p>
        {email ? (
          <a href={`mailto:${email}`} className={styles.email}>
            {email}
          </a>
        ) : null}
      </div>
    </div>
  );
}

/** The profile's body, the same in the dialog and in the server-rendered panel. */
function ProfileBody({ target, state, timeZone, onRetry }: { target: ProfileTarget; state: ProfileState; timeZone: string; onRetry?: () => void }) {
  const email = state.status === "ready" ? state.profile.viewer.email : target.email;
  return (
    <div className={styles.body}>
      <Identity firstName={target.firstName} email={email} />
      <section className={styles.history} aria-labelledby={`purchases-${target.id}`} aria-busy={state.status === "loading"}>
        <h3 id={`purchases-${target.id}`} className={styles.heading}>
          Purchase history
        </h3>
        {state.status === "loading" ? <p className={styles.muted}>Loading purchase history…</p> : null}
        {state.status === "error" ? (
          <div className={styles.error} role="alert">
            <span>Could not load the purchase history.</span>
            {onRetry ? (
              <button type="button" className={`${button.secondary} ${styles.retry}`} onClick={onRetry}>
                Try again
              </button>
            ) : null}
          </div>
        ) : null}
        {state.status === "ready" ? <History history={state.profile.history} timeZone={timeZone} /> : null}
      </section>
    </div>
  );
}

/** With JavaScript: the Customer Profile dialog for the chatter whose name was clicked. */
export function ProfileDialog({ target, timeZone, onClose }: { target: ProfileTarget; timeZone: string; onClose: () => void }) {
  const { state, retry } = useViewerProfile(target.id, true);
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      size="narrow"
      title="Customer Profile"
      description={`What ${target.firstName} has bought from you.`}
    >
      <ProfileBody target={target} state={state} timeZone={timeZone} onRetry={retry} />
    </Dialog>
  );
}

export type PanelProfile = ({ found: true } & ProfileData) | { found: false; error: string };

/** Without JavaScript (?profile={viewerId}): the same profile as a panel beside the chat. */
export function ProfilePanel({ profile, timeZone, closeHref }: { profile: PanelProfile; timeZone: string; closeHref: string }) {
  return (
    <section id={PROFILE_ID} className={styles.panel} aria-labelledby="customer-profile-title">
      <div className={styles.header}>
        <div>
          <h2 id="customer-profile-title" className={styles.title}>
            Customer Profile
          </h2>
          {profile.found ? <p className={styles.description}>What {profile.viewer.firstName} has bought from you.</p> : null}
        </div>
        <Link to={closeHref} className={dialogClose} aria-label="Close the profile" preventScrollReset>
          ×
        </Link>
      </div>
      {profile.found ? (
        <ProfileBody target={profile.viewer} state={{ status: "ready", profile }} timeZone={timeZone} />
      ) : (
        <p className={styles.muted}>{profile.error}. They may have registered for another host&apos;s stream.</p>
      )}
    </section>
  );
}

/**
 * Which chatter's profile is open: the one whose name was clicked, or with JavaScript the one named
 * by ?profile= (the link's target without JavaScript). Closing drops ?profile= from the address.
 */
export function useProfileTarget({ fromUrl, basePath, hydrated }: { fromUrl: PanelProfile | null; basePath: string; hydrated: boolean }) {
  const [selected, setSelected] = useState<ProfileTarget | null>(null);
  const navigate = useNavigate();
  useEffect(() => {
    if (fromUrl?.found) rememberProfile(fromUrl);
  }, [fromUrl]);
  const target = selected ?? (hydrated && fromUrl?.found ? fromUrl.viewer : null);
  const close = () => {
    setSelected(null);
    if (fromUrl) navigate(basePath, { replace: true, preventScrollReset: true });
  };
  return { target, open: setSelected, close };
}
