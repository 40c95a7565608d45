import { useEffect, useRef, useState } from "react";
import { formatDateTime } from "~/components/settings/security/format-date-time";
import { button } from "~/components/ui/button.css";
import type { ShownSecret } from "../../../contracts/integrations-data";
import * as styles from "./secret-panel.css";

/** A signing secret in the one answer that made it, with a Copy button once scripts run. */
export function SecretPanel({ shown, hydrated }: { shown: ShownSecret; hydrated: boolean }) {
  const [copied, setCopied] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  // With JavaScript the page stays where the form was: bring the secret to the host's eyes.
  useEffect(() => {
    panelRef.current?.scrollIntoView({ block: "center" });
    panelRef.current?.focus({ preventScroll: true });
  }, [shown.secret]);
  return (
    <div ref={panelRef} tabIndex={-1} className={styles.panel} role="status" aria-labelledby={`secret-title-${shown.endpointId}`}>
      <h3 id={`secret-title-${shown.endpointId}`} className={styles.title}>
        {shown.kind === "created" ? "Endpoint added: copy its signing secret now" : "New signing secret: copy it now"}
      </h3>
      <div className={styles.secretRow}>
        <code className={styles.secret} data-testid="webhook-secret">
          {shown.secret}
        </code>
        {hydrated ? (
          <button
            type="button"
            className={button.secondary}
            onClick={() => {
              void navigator.clipboard?.writeText(shown.secret).then(
                () => setCopied(true),
                () => setCopied(false),
              );
            }}
          >
            {copied ? "Copied" : "Copy secret"}
          </button>
        ) : null}
      </div>
      <p className={styles.text}>
        {shown.kind === "created"
          ? "It is shown this once. Your receiver uses it to check that each delivery really comes from ShowUp."
          : `It is shown this once. The old secret keeps signing beside it${shown.previousSecretValidUntil ? ` until ${formatDateTime(shown.previousSecretValidUntil)}` : " for 24 hours"}, so you can switch your receiver without missing a delivery.`}
      </p>
    </div>
  );
}
