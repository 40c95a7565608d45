import { DoneNotice } from "~/components/ui/notice";
import { useFetcher } from "@remix-run/react";
import { useRef, useState } from "react";
import { SettingsCard, SubmitRow } from "~/components/settings/security/settings-card";
import * as styles from "~/components/settings/security/settings-card.css";
import { RadioChoices } from "~/components/settings/team/team-tab";
import { formatDateTime } from "~/components/settings/security/security-tab";
import { useActionToast } from "~/components/toaster";
import { useResetOnAnswer } from "~/components/use-reset-on-answer";
import { button } from "~/components/ui/button.css";
import { ResultField, FormAlert } from "~/components/ui/field";
import { errorsOf, formErrorsOf, isRefusal, resultFor } from "~/utils/form-result";
import {
  API_KEY_SCOPE_CHOICES,
  isDeveloperIntent,
  scopeLabel,
  type DeveloperFormResult,
  type DeveloperTabData,
} from "../../../contracts/developer-data";

const developerResult = (value: unknown) => resultFor(value, isDeveloperIntent) as DeveloperFormResult | null;

export function DeveloperTab({ data, actionData, hydrated }: { data: DeveloperTabData; actionData: unknown; hydrated: boolean }) {
  const pageReply = developerResult(actionData);
  const createFetcher = useFetcher<DeveloperFormResult>({ key: "developer-create-key" });
  const createReply = developerResult(createFetcher.data) ?? (pageReply?.intent === "create-api-key" ? pageReply : null);
  const formRef = useRef<HTMLFormElement>(null);
  useActionToast(createFetcher.data?.toast);
  useResetOnAnswer(formRef, createFetcher.data, !isRefusal(createFetcher.data));
  const created = createReply?.created;
  const busy = createFetcher.state !== "idle";
  const revokeErrors = pageReply?.intent === "revoke-api-key" ? formErrorsOf(pageReply) : undefined;
  const scopeErrors = errorsOf(createReply, "scope");

  return (
    <div className={styles.stack}>
      <DoneNotice notice={data.notice} />
      <SettingsCard titleId="api-keys-title" title="Personal API keys">
        <p className={styles.cardText}>
          A key lets your own scripts call the ShowUp JSON API (<code className={styles.code}>/api/…</code>) as you, with the header{" "}
          <code className={styles.code}>Authorization: Bearer &lt;key&gt;</code>. Keep keys secret; revoke any you no longer use. Every call is
          described in the <a href="/docs/api">API reference</a>.
        </p>
        {created ? <NewKey name={created.name} secret={created.secret} hydrated={hydrated} /> : null}
        <createFetcher.Form method="post" ref={formRef} className={styles.form} noValidate={hydrated}>
          <input type="hidden" name="intent" value="create-api-key" />
          {hydrated ? <input type="hidden" name="js" value="1" /> : null}
          <div className={styles.grow}>
            <ResultField
              answer={createReply}
              label="Key name"
              id="api-key-name"
              name="name"
              placeholder="e.g. Zapier sync"
              maxLength={60}
              required
              autoComplete="off"
            />
          </div>
          <RadioChoices
            legend="Access"
            name="scope"
            choices={API_KEY_SCOPE_CHOICES}
            checked="read"
            errorId="api-key-scope-error"
            errors={scopeErrors}
          />
          <SubmitRow busy={busy} label="Create API key" busyLabel="Creating…" />
        </createFetcher.Form>
      </SettingsCard>
      <SettingsCard titleId="api-key-list-title" title="Your keys">
        <FormAlert id="api-key-revoke-error" errors={revokeErrors} />
        {data.keys.length === 0 ? (
          <p className={styles.cardText}>You have no API keys yet. Create one above to connect your own tools.</p>
        ) : (
          <ul className={styles.list} aria-label="API keys">
            {data.keys.map((key) => (
              <KeyRow key={key.id} apiKey={key} hydrated={hydrated} />
            ))}
          </ul>
        )}
      </SettingsCard>
    </div>
  );
}

function NewKey({ name, secret, hydrated }: { name: string; secret: string; hydrated: boolean }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className={styles.secretBox} role="status">
      <strong>Your new key “{name}”</strong>
      <code className={styles.secret} data-testid="api-key-secret">
        {secret}
      </code>
      <span className={styles.meta}>Copy it now: for your safety it will not be shown again.</span>
      {hydrated ? (
        <div>
          <button
            type="button"
            className={button.secondary}
            onClick={() => {
              void navigator.clipboard?.writeText(secret).then(
                () => setCopied(true),
                () => setCopied(false),
              );
            }}
          >
            {copied ? "Copied" : "Copy key"}
          </button>
        </div>
      ) : null}
    </div>
  );
}

function KeyRow({ apiKey, hydrated }: { apiKey: DeveloperTabData["keys"][number]; hydrated: boolean }) {
  const fetcher = useFetcher<DeveloperFormResult>();
  useActionToast(fetcher.data?.toast);
  if (fetcher.state !== "idle" || (fetcher.data && !isRefusal(fetcher.data))) return null;
  return (
    <li className={styles.row}>
      <div className={styles.rowMain}>
        <span className={styles.rowTitle}>
          {apiKey.name} <code className={styles.code}>{apiKey.prefix}…</code>
        </span>
        <span className={styles.meta}>
          {scopeLabel(apiKey.scope)} · Created {formatDateTime(apiKey.createdAt)} ·{" "}
          {apiKey.lastUsedAt ? `Last used ${formatDateTime(apiKey.lastUsedAt)}` : "Never used"}
        </span>
      </div>
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="revoke-api-key" />
        <input type="hidden" name="keyId" value={apiKey.id} />
        {hydrated ? <input type="hidden" name="js" value="1" /> : null}
        <button type="submit" className={`${button.secondary} ${styles.dangerButton}`} aria-label={`Revoke API key ${apiKey.name}`}>
          Revoke
        </button>
      </fetcher.Form>
    </li>
  );
}
