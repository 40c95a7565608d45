import { Form, useNavigation } from "@remix-run/react";
import * as cardStyles from "~/components/settings/security/settings-card.css";
import { button } from "~/components/ui/button.css";
import { ResultField, FormAlert } from "~/components/ui/field";
import { errorsOf, formErrorsOf, isRefusal, typedValue } from "~/utils/form-result";
import { EventChoices } from "./event-choices";
import { INTEGRATIONS_PATH, type IntegrationsFormResult } from "../../../contracts/integrations-data";

/** A new endpoint: its URL and the events it receives. A refused form keeps what was typed and chosen. */
export function AddEndpointForm({ reply, full, maxEndpoints }: { reply: IntegrationsFormResult | null; full: boolean; maxEndpoints: number }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "add-endpoint";
  const refused = isRefusal(reply) ? reply : null;
  const chosen = new Set((typedValue(refused, "events") ?? "").split(",").filter(Boolean));
  return (
    <div className={cardStyles.card}>
      <h3 className={cardStyles.cardTitle}>Add an endpoint</h3>
      <p className={cardStyles.cardText}>
        ShowUp POSTs a signed JSON body to this URL each time one of the chosen events happens, and retries for 24 hours until your receiver answers
        2xx.
      </p>
      {full ? (
        <p className={cardStyles.cardText} role="status">
          You have {maxEndpoints} endpoints, the most an account may have. Delete one to add another.
        </p>
      ) : (
        // Remounted after each answer, so a success leaves an empty form and a refusal shows what was sent.
        <Form key={reply ? JSON.stringify(reply.result) : "new"} method="post" action={INTEGRATIONS_PATH} className={cardStyles.form} noValidate>
          <input type="hidden" name="intent" value="add-endpoint" />
          <FormAlert id="add-endpoint-error" errors={formErrorsOf(refused)} />
          <ResultField
            answer={refused}
            label="Endpoint URL"
            id="endpoint-url"
            name="url"
            type="url"
            inputMode="url"
            placeholder="https://hooks.zapier.com/hooks/catch/…"
            autoComplete="off"
            required
            maxLength={2048}
            defaultValue={typedValue(refused, "url") ?? ""}
          />
          <EventChoices idPrefix="add" selected={chosen} errors={errorsOf(refused, "events")} />
          <div className={cardStyles.actions}>
            <button type="submit" className={button.primary} disabled={busy}>
              {busy ? "Adding…" : "Add endpoint"}
            </button>
          </div>
        </Form>
      )}
    </div>
  );
}
