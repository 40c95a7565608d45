import { Link } from "@remix-run/react";
import { SettingsCard } from "~/components/settings/security/settings-card";
import * as cardStyles from "~/components/settings/security/settings-card.css";
import { SIGNATURE_SNIPPET } from "../../../contracts/integrations-data";
import * as styles from "./connect-guides.css";
import { CopyButton } from "~/components/ui/copy-button";

/** API keys live in Developer Tools; the reference says what each call takes. */
export function ApiKeysCard() {
  return (
    <SettingsCard titleId="api-keys-title" title="API keys">
      <p className={cardStyles.cardText}>
        Script ShowUp from your own tools: create a key in Developer Tools (read or write), then send it as{" "}
        <code className={styles.inlineCode}>Authorization: Bearer &lt;key&gt;</code>. Every webhook setting here is also a call.
      </p>
      <ul className={styles.links}>
        <li>
          <Link to="/settings?tab=developer">
            Manage API keys in Developer Tools <span aria-hidden="true">→</span>
          </Link>
        </li>
        <li>
          <Link to="/docs/api" reloadDocument>
            Read the API reference <span aria-hidden="true">→</span>
          </Link>
        </li>
      </ul>
    </SettingsCard>
  );
}

/** Zapier's "Catch Hook" or Make's "Custom webhook" as an endpoint, and how to check a signature. */
export function AutomationGuide({ hydrated }: { hydrated: boolean }) {
  return (
    <SettingsCard titleId="automation-title" title="Connect Zapier or Make">
      <ol className={styles.steps}>
        <li>
          In <strong>Zapier</strong>, start a Zap with the trigger <em>Webhooks by Zapier → Catch Hook</em>. In <strong>Make</strong>, start a
          scenario with <em>Webhooks → Custom webhook</em> and press Add. Copy the URL it gives you.
        </li>
        <li>Paste that URL above as a new endpoint, choose the events you want, and press Add endpoint.</li>
        <li>
          Press <strong>Send test</strong> on the endpoint. Zapier or Make receives a <code className={styles.inlineCode}>test.ping</code> and learns
          the fields (<code className={styles.inlineCode}>id</code>, <code className={styles.inlineCode}>type</code>,{" "}
          <code className={styles.inlineCode}>createdAt</code>, <code className={styles.inlineCode}>data</code>); the delivery log shows it arrive.
        </li>
        <li>Build the rest of the Zap or scenario on those fields, and filter on type when one endpoint receives several events.</li>
      </ol>
      <h3 className={styles.subTitle}>Check the signature</h3>
      <p className={cardStyles.cardText}>
        Each delivery carries <code className={styles.inlineCode}>Webhook-Signature: t=&lt;unix time&gt;,v1=&lt;hex&gt;</code>, where v1 is the
        HMAC-SHA256 of <code className={styles.inlineCode}>t.body</code> with the endpoint&apos;s secret (right after a rotation, a second v1 signs
        with the old one). Refuse a delivery whose signature does not match or whose t is more than five minutes old; a repeated{" "}
        <code className={styles.inlineCode}>id</code> is the same event sent again.
      </p>
      <div className={styles.codeHead}>
        <span className={cardStyles.meta}>Node.js</span>
        {hydrated ? <CopyButton text={SIGNATURE_SNIPPET} label="Copy code" /> : null}
      </div>
      <pre className={styles.code} tabIndex={0} aria-label="Checking a signature in Node.js">
        <code>{SIGNATURE_SNIPPET}</code>
      </pre>
    </SettingsCard>
  );
}
