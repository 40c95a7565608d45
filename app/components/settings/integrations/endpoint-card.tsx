import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { formatDateTime } from "~/components/settings/security/format-date-time";
import { Badge } from "~/components/ui/badge";
import { DoneNotice } from "~/components/ui/notice";
import { button } from "~/components/ui/button.css";
import { ConfirmDisclosure } from "~/components/ui/confirm-disclosure";
import { FormAlert } from "~/components/ui/field";
import { errorsOf, formErrorsOf, isRefusal, typedValue } from "~/utils/form-result";
import { DeliveryLogTable } from "./delivery-log";
import { EventChoices } from "./event-choices";
import { INTEGRATIONS_PATH, type IntegrationsFormResult, type IntegrationsPageData } from "../../../contracts/integrations-data";
import { SecretPanel } from "./secret-panel";
import { chips } from "~/components/ui/badge.css";
import { plainSummary } from "~/styles/disclosure.css";
import * as styles from "./endpoint-card.css";

type Endpoint = IntegrationsPageData["endpoints"][number];

/** A form about one endpoint: posts back to the page, which opens again at this endpoint. */
function EndpointForm({ endpointId, intent, children }: { endpointId: number; intent: string; children: ReactNode }) {
  return (
    <Form method="post" action={`${INTEGRATIONS_PATH}#endpoint-${endpointId}`} preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="endpointId" value={endpointId} />
      {children}
    </Form>
  );
}

function StatusPill({ endpoint }: { endpoint: Endpoint }) {
  if (!endpoint.enabled) return <Badge tone="neutral">Off</Badge>;
  if (endpoint.failingSince) return <Badge tone="warning">Failing</Badge>;
  return <Badge tone="success">Active</Badge>;
}

/** One endpoint: where it points, what it receives, how it is doing, what can be done, and its delivery log. */
export function EndpointCard({
  endpoint,
  reply,
  notice,
  hydrated,
}: {
  endpoint: Endpoint;
  reply: IntegrationsFormResult | null;
  notice: { title: string; description: string } | null;
  hydrated: boolean;
}) {
  const refused = isRefusal(reply) ? reply : null;
  const editRefused = refused?.intent === "edit-events" ? refused : null;
  const chosen = new Set(editRefused ? (typedValue(editRefused, "events") ?? "").split(",").filter(Boolean) : endpoint.events);
  const name = endpoint.url;
  return (
    <li id={`endpoint-${endpoint.id}`} className={styles.card} aria-labelledby={`endpoint-url-${endpoint.id}`}>
      <div className={styles.head}>
        <div className={styles.urlLine}>
          <h3 id={`endpoint-url-${endpoint.id}`} className={styles.url}>
            {endpoint.url}
          </h3>
          <StatusPill endpoint={endpoint} />
        </div>
        <ul className={chips} aria-label="Events it receives">
          {endpoint.events.map((event) => (
            <li key={event} className={styles.eventChip}>
              {event}
            </li>
          ))}
        </ul>
      </div>

      {!endpoint.enabled ? (
        <p className={styles.warning}>
          <strong>Turned off{endpoint.disabledAt ? ` ${formatDateTime(endpoint.disabledAt)}` : ""}.</strong>{" "}
          {endpoint.disabledReason ? `${endpoint.disabledReason} ` : ""}Nothing is sent to it until you turn it on.
        </p>
      ) : endpoint.failingSince ? (
        <p className={styles.warning}>
          Deliveries failing since {formatDateTime(endpoint.failingSince)}. After 24 hours of failures the endpoint is turned off.
        </p>
      ) : null}
      {endpoint.previousSecretValidUntil ? (
        <p className={styles.state}>The previous secret also signs deliveries until {formatDateTime(endpoint.previousSecretValidUntil)}.</p>
      ) : null}
      <DoneNotice notice={notice} />
      {refused && refused.intent !== "edit-events" ? <FormAlert id={`endpoint-error-${endpoint.id}`} errors={formErrorsOf(refused)} /> : null}
      {reply?.shownSecret ? <SecretPanel shown={reply.shownSecret} hydrated={hydrated} /> : null}

      <div className={styles.toolbar}>
        <EndpointForm endpointId={endpoint.id} intent="send-test">
          <button type="submit" className={button.secondary} aria-label={`Send test to ${name}`}>
            Send test
          </button>
        </EndpointForm>
        <EndpointForm endpointId={endpoint.id} intent="rotate-secret">
          <button type="submit" className={button.secondary} aria-label={`Rotate secret of ${name}`}>
            Rotate secret
          </button>
        </EndpointForm>
        <EndpointForm endpointId={endpoint.id} intent={endpoint.enabled ? "disable-endpoint" : "enable-endpoint"}>
          <button type="submit" className={button.secondary} aria-label={`${endpoint.enabled ? "Turn off" : "Turn on"} ${name}`}>
            {endpoint.enabled ? "Turn off" : "Turn on"}
          </button>
        </EndpointForm>
        <details className={styles.disclosure} open={Boolean(editRefused)}>
          <summary className={`${button.secondary} ${plainSummary}`}>
            Edit events<span className="visually-hidden"> of {name}</span>
          </summary>
          <div className={styles.panel}>
            <EndpointForm endpointId={endpoint.id} intent="edit-events">
              <div className={styles.head}>
                <FormAlert id={`edit-error-${endpoint.id}`} errors={formErrorsOf(editRefused)} />
                <EventChoices idPrefix={`edit-${endpoint.id}`} selected={chosen} errors={errorsOf(editRefused, "events")} />
                {/* test.ping is not offered (Send test always arrives); an endpoint that asked for it over the API keeps it. */}
                {endpoint.events.includes("test.ping") ? <input type="hidden" name="events" value="test.ping" /> : null}
                <div>
                  <button type="submit" className={button.primary}>
                    Save events
                  </button>
                </div>
              </div>
            </EndpointForm>
          </div>
        </details>
        <ConfirmDisclosure
          className={styles.disclosure}
          summaryClassName={styles.dangerText}
          summary={
            <>
              Delete<span className="visually-hidden"> {name}</span>
            </>
          }
          question="Delete this endpoint? It receives nothing more and its delivery log is removed."
        >
          <EndpointForm endpointId={endpoint.id} intent="delete-endpoint">
            <button type="submit" className={button.danger}>
              Delete endpoint
            </button>
          </EndpointForm>
        </ConfirmDisclosure>
      </div>

      <DeliveryLogTable endpointId={endpoint.id} enabled={endpoint.enabled} log={endpoint.log} />
    </li>
  );
}
