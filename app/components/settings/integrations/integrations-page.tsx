import { DoneNotice } from "~/components/ui/notice";
import { useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { useHydrated } from "~/components/events/use-hydrated";
import * as cardStyles from "~/components/settings/security/settings-card.css";
import { useActionToast } from "~/components/toaster";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { FormAlert } from "~/components/ui/field";
import { formErrorsOf, isRefusal, resultFor, typedValue } from "~/utils/form-result";
import { AddEndpointForm } from "./add-endpoint-form";
import { ApiKeysCard, AutomationGuide } from "./connect-guides";
import { EndpointCard } from "./endpoint-card";
import { DONE_NOTICES, isIntegrationsIntent, type IntegrationsFormResult, type IntegrationsPageData } from "../../../contracts/integrations-data";
import { SecretPanel } from "./secret-panel";
import * as styles from "./integrations-page.css";

/**
 * With JavaScript, the delivery logs follow deliveries still on their way (without, Refresh does).
 * Not while a form's answer is on screen: reloading would take away a secret shown once.
 */
function useFollowDeliveries(data: IntegrationsPageData, answered: boolean) {
  const { revalidate, state } = useRevalidator();
  const waiting =
    !answered && data.endpoints.some((endpoint) => endpoint.log.deliveries.some((d) => d.status === "pending" || d.status === "delivering"));
  useEffect(() => {
    if (!waiting || state !== "idle") return;
    const timer = setTimeout(revalidate, 1_500);
    return () => clearTimeout(timer);
  }, [waiting, state, revalidate, data]);
}

/** /dashboard/settings/integrations: webhook endpoints with their delivery logs, API keys, and Zapier or Make. */
export function IntegrationsPage({ data, actionData }: { data: IntegrationsPageData; actionData: unknown }) {
  const reply = resultFor(actionData, isIntegrationsIntent) as IntegrationsFormResult | null;
  const hydrated = useHydrated();
  useFollowDeliveries(data, Boolean(reply));
  useActionToast(reply?.toast);
  const replyEndpoint = typedValue(reply, "endpointId") ?? (reply?.shownSecret ? String(reply.shownSecret.endpointId) : undefined);
  const onCard = (id: number) => (reply && reply.intent !== "add-endpoint" && replyEndpoint === String(id) ? reply : null);
  // A refusal about an endpoint not on this page (gone, or another host's) is said at the top.
  const elsewhere =
    reply && isRefusal(reply) && reply.intent !== "add-endpoint" && !data.endpoints.some((endpoint) => String(endpoint.id) === replyEndpoint)
      ? formErrorsOf(reply)
      : undefined;
  const added = reply?.intent === "add-endpoint" ? reply : null;
  const pageNotice = data.notice && data.notice.endpointId === null ? DONE_NOTICES[data.notice.kind] : null;

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Breadcrumb trail={[{ to: "/settings?tab=integrations", label: "Settings" }]} current="Integrations" />
        <h1 className={styles.title}>Integrations</h1>
        <p className={styles.lead}>
          Tell your other tools (a CRM, e-mail marketing, a course platform, Zapier or Make) the moment something happens in your webinars, with
          signed webhooks, or script ShowUp yourself with its API.
        </p>
      </header>

      <section className={styles.section} aria-labelledby="webhooks-title">
        <div className={styles.sectionHead}>
          <h2 id="webhooks-title" className={styles.sectionTitle}>
            Webhook endpoints
          </h2>
          <span className={styles.count}>
            {data.endpoints.length} of {data.maxEndpoints}
          </span>
        </div>
        <DoneNotice notice={pageNotice} />
        <FormAlert id="integrations-error" errors={elsewhere} />
        {added?.shownSecret ? <SecretPanel shown={added.shownSecret} hydrated={hydrated} /> : null}
        <AddEndpointForm reply={added} full={data.endpoints.length >= data.maxEndpoints} maxEndpoints={data.maxEndpoints} />
        {data.endpoints.length === 0 ? (
          <p className={cardStyles.cardText}>No endpoints yet. Add one above, then press Send test to see a delivery arrive.</p>
        ) : (
          <ul className={styles.endpoints} aria-label="Webhook endpoints">
            {data.endpoints.map((endpoint) => (
              <EndpointCard
                key={endpoint.id}
                endpoint={endpoint}
                reply={onCard(endpoint.id)}
                notice={data.notice?.endpointId === endpoint.id ? DONE_NOTICES[data.notice.kind] : null}
                hydrated={hydrated}
              />
            ))}
          </ul>
        )}
      </section>

      <ApiKeysCard />
      <AutomationGuide hydrated={hydrated} />
    </div>
  );
}
