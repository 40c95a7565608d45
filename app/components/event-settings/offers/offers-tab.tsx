import { Link } from "@remix-run/react";
import { formErrorOf, isRefusal, resultFor } from "~/utils/form-result";
import { tabPath } from "../constants";
import { isOfferIntent, STRIPE_MISSING, type OffersTabData } from "../../../contracts/offer-constants";
import { OfferForm } from "./offer-form";
import { OfferList } from "./offer-list";
import { TabAlert } from "../tab-notice";
import { TabCard } from "../tab-card";
import * as panel from "../tab-panel.css";
import * as styles from "./offers-tab.css";

/**
 * The Event Settings screen's Offers tab: the event's offers with their Reveal/Hide buttons (the
 * action a host takes mid-show), then the form for a new offer or the one opened with Edit.
 */
export function OffersTab({
  data,
  actionData,
  basePath,
  hydrated,
  editIn,
}: {
  data: OffersTabData;
  actionData: unknown;
  basePath: string;
  hydrated: boolean;
  /** The studio's list without the form: Edit opens the offer on this Offers tab (Event Settings') instead. */
  editIn?: string;
}) {
  const answer = resultFor(actionData, isOfferIntent);
  const failed = isRefusal(answer) ? answer : null;
  const formAnswer = failed && (failed.intent === "create-offer" || failed.intent === "update-offer") ? failed : null;
  const otherFailure = failed && !formAnswer && failed.intent !== "upload-offer-image" ? formErrorOf(failed) : null;
  const tabHref = tabPath(basePath, "offers");

  return (
    <div className={panel.tab}>
      <TabAlert message={otherFailure} />
      <TabCard
        titleId="offers-title"
        title="Offers"
        intro="Reveal an offer and every viewer sees it beside the video within a second, with a Buy button."
        aside={data.isLive ? <p className={styles.liveHint}>You are live: revealed offers show to viewers now.</p> : null}
      >
        {data.stripeConfigured ? null : (
          <p className={panel.notice} role="note">
            {STRIPE_MISSING}
            {data.serverAdmin ? (
              <>
                {" "}
                <Link to="/settings/server">Turn them on in Server status</Link>
              </>
            ) : null}
          </p>
        )}
        <OfferList offers={data.offers} timeZone={data.timeZone} tabHref={editIn ?? tabHref} answer={failed} hydrated={hydrated} />
      </TabCard>
      {editIn ? null : (
        <section className={panel.card} aria-label={data.editing ? "Edit offer" : "New offer"}>
          <OfferForm
            editing={data.editing}
            answer={formAnswer}
            stripeConfigured={data.stripeConfigured}
            timeZone={data.timeZone}
            cancelHref={tabHref}
          />
        </section>
      )}
    </div>
  );
}
