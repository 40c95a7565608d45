import { Link, useFetcher } from "@remix-run/react";
import { useState } from "react";
import { useActionToast } from "~/components/toaster";
import { button } from "~/components/ui/button.css";
import { Field, FormAlert, useResultKey } from "~/components/ui/field";
import { errorsOf, formErrorsOf, resultFor } from "~/utils/form-result";
import { isTwoFactorIntent, type SecurityFormResult, type TwoFactorData, type TwoFactorIntent } from "../../../contracts/security-data";
import { formatDateTime } from "./format-date-time";
import { DeviceSummary } from "./settings-card";
import * as styles from "./settings-card.css";
import * as own from "./two-factor-card.css";
import { CopyButton } from "~/components/ui/copy-button";

const twoFactorResult = (value: unknown) => resultFor(value, isTwoFactorIntent) as (SecurityFormResult & { intent: TwoFactorIntent }) | null;

type Reply = ReturnType<typeof twoFactorResult>;
type Fetcher = ReturnType<typeof useFetcher<SecurityFormResult>>;

const SECURITY_TAB = "/settings?tab=security";

export function TwoFactorCard({ data, pageReply, hydrated }: { data: TwoFactorData; pageReply: unknown; hydrated: boolean }) {
  const fetcher = useFetcher<SecurityFormResult>({ key: "two-factor" });
  const reply = twoFactorResult(fetcher.data) ?? twoFactorResult(pageReply);
  const [dismissed, setDismissed] = useState<Reply>(null);
  useActionToast(fetcher.data?.toast);
  const codes = reply?.recoveryCodes && reply !== dismissed ? reply.recoveryCodes : null;
  const formProps = { fetcher, reply, hydrated };

  return (
    <section className={styles.card} aria-labelledby="two-factor-title">
      <div className={own.titleRow}>
        <h2 id="two-factor-title" className={styles.cardTitle}>
          Two-factor authentication
        </h2>
        <span className={data.state === "on" ? own.status.on : own.status.off}>{data.state === "on" ? "On" : "Off"}</span>
      </div>
      {codes ? <RecoveryCodes codes={codes} hydrated={hydrated} onDone={() => setDismissed(reply)} /> : null}
      {data.state === "off" ? (
        <>
          <p className={styles.cardText}>
            Add a second step to signing in: after your password, a 6-digit code from an authenticator app such as Google Authenticator, 1Password or
            Authy. Someone who learns your password still cannot sign in.
          </p>
          <FormAlert id="two-factor-start-error" errors={reply?.intent === "two-factor-start" ? formErrorsOf(reply) : undefined} />
          <fetcher.Form method="post" className={styles.actions}>
            <Hidden intent="two-factor-start" hydrated={hydrated} />
            <button type="submit" className={button.primary} disabled={fetcher.state !== "idle"}>
              Turn on
            </button>
          </fetcher.Form>
        </>
      ) : data.state === "setup" ? (
        <Setup qrSvg={data.qrSvg} secretGroups={data.secretGroups} {...formProps} />
      ) : (
        <Enabled data={data} showingCodes={Boolean(codes)} {...formProps} />
      )}
    </section>
  );
}

function Hidden({ intent, hydrated }: { intent: TwoFactorIntent; hydrated: boolean }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
    </>
  );
}

interface FormProps {
  fetcher: Fetcher;
  reply: Reply;
  hydrated: boolean;
}

/** A code field and its button; the field is emptied after every answer. */
function CodeForm({
  intent,
  label,
  submit,
  danger = false,
  allowRecovery,
  fetcher,
  reply,
  hydrated,
}: FormProps & { intent: TwoFactorIntent; label: string; submit: string; danger?: boolean; allowRecovery: boolean }) {
  const mine = reply?.intent === intent ? reply : null;
  const key = useResultKey(mine);
  const id = `${intent}-code`;
  return (
    <fetcher.Form method="post" className={own.codeForm} noValidate={hydrated}>
      <Hidden intent={intent} hydrated={hydrated} />
      <div className={own.codeField}>
        <FormAlert id={`${intent}-error`} errors={formErrorsOf(mine)} />
        <Field
          key={key}
          label={label}
          errorId={`${id}-error`}
          errors={errorsOf(mine, "code")}
          inputProps={{
            id,
            name: "code",
            autoComplete: "one-time-code",
            inputMode: allowRecovery ? "text" : "numeric",
            maxLength: allowRecovery ? 64 : 7,
            placeholder: allowRecovery ? "123 456 or a recovery code" : "123 456",
            required: true,
          }}
        />
      </div>
      <div className={styles.actions}>
        <button type="submit" className={danger ? `${button.secondary} ${styles.dangerButton}` : button.primary} disabled={fetcher.state !== "idle"}>
          {submit}
        </button>
      </div>
    </fetcher.Form>
  );
}

function Setup({ qrSvg, secretGroups, ...formProps }: FormProps & { qrSvg: string; secretGroups: string[] }) {
  const { fetcher, hydrated } = formProps;
  return (
    <>
      <p className={styles.cardText}>Set up your authenticator app, then enter the code it shows to finish.</p>
      <div className={own.setup}>
        {/* Drawn on our server from our own otpauth:// URI; it holds only SVG paths. */}
        <div className={own.qr} role="img" aria-label="QR code to scan with your authenticator app" dangerouslySetInnerHTML={{ __html: qrSvg }} />
        <div className={own.steps}>
          <p className={own.step}>
            <strong>1.</strong> Scan the QR code with your authenticator app.
          </p>
          <div className={own.step}>
            <strong>2.</strong> Can&apos;t scan it? Add an account by hand with this key (time-based):
            <code className={`${styles.secret} ${own.secretGroups}`} data-testid="two-factor-secret">
              {secretGroups.map((group, index) => (
                <span key={index}>{group}</span>
              ))}
            </code>
          </div>
          <p className={own.step}>
            <strong>3.</strong> Enter the 6-digit code the app shows.
          </p>
          <CodeForm intent="two-factor-confirm" label="Code from the app" submit="Turn on" allowRecovery={false} {...formProps} />
          <fetcher.Form method="post">
            <Hidden intent="two-factor-cancel" hydrated={hydrated} />
            <button type="submit" className={button.ghost} disabled={fetcher.state !== "idle"}>
              Cancel
            </button>
          </fetcher.Form>
        </div>
      </div>
    </>
  );
}

function Enabled({ data, showingCodes, ...formProps }: FormProps & { data: Extract<TwoFactorData, { state: "on" }>; showingCodes: boolean }) {
  const { fetcher, reply, hydrated } = formProps;
  const left = data.recoveryCodesLeft;
  const facts = (
    <ul className={own.facts}>
      <li>On since {formatDateTime(data.enabledAt)}. Each sign-in asks for a code from your authenticator app after your password.</li>
      <li className={left <= 3 ? own.warning : undefined}>
        {left === 1 ? "1 recovery code left" : `${left} recovery codes left`}
        {left <= 3 ? ": make new ones before you run out." : "."}
      </li>
    </ul>
  );
  // While new recovery codes are on screen, nothing competes with saving them.
  if (showingCodes) return facts;
  return (
    <>
      {facts}

      <div className={own.subsection}>
        <h3 className={own.subTitle}>Remembered devices</h3>
        <FormAlert id="forget-device-error" errors={reply?.intent === "two-factor-forget-device" ? formErrorsOf(reply) : undefined} />
        {data.devices.length === 0 ? (
          <p className={styles.meta}>No device skips the code. Tick “Remember this device” when you sign in to skip it there for 30 days.</p>
        ) : (
          <ul className={styles.list} aria-label="Remembered devices">
            {data.devices.map((device) => (
              <li key={device.id} className={styles.row}>
                <DeviceSummary name={device.device} current={device.current}>
                  Remembered {formatDateTime(device.createdAt)} · until {formatDateTime(device.expiresAt)}
                </DeviceSummary>
                <fetcher.Form method="post">
                  <Hidden intent="two-factor-forget-device" hydrated={hydrated} />
                  <input type="hidden" name="deviceId" value={device.id} />
                  <button type="submit" className={button.secondary} aria-label={`Forget ${device.device}`} disabled={fetcher.state !== "idle"}>
                    Forget
                  </button>
                </fetcher.Form>
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className={own.subsection}>
        <h3 className={own.subTitle}>Recovery codes</h3>
        <p className={styles.cardText}>New codes replace all the old ones, used or not. Enter a current code from your app to make them.</p>
        <CodeForm
          intent="two-factor-regenerate"
          label="Current code from the app"
          submit="Regenerate recovery codes"
          allowRecovery={false}
          {...formProps}
        />
      </div>

      <div className={own.subsection}>
        <h3 className={own.subTitle}>Turn off</h3>
        <p className={styles.cardText}>Enter a current code from your app, or one of your recovery codes if you no longer have it.</p>
        <CodeForm intent="two-factor-disable" label="Code from the app or a recovery code" submit="Turn off" danger allowRecovery {...formProps} />
      </div>
    </>
  );
}

function RecoveryCodes({ codes, hydrated, onDone }: { codes: string[]; hydrated: boolean; onDone: () => void }) {
  const text = ["ShowUp two-factor recovery codes", "Each code signs you in once when you cannot use your authenticator app.", "", ...codes, ""].join(
    "\n",
  );
  return (
    <div className={own.codesBox} role="status" aria-labelledby="recovery-codes-title">
      <strong id="recovery-codes-title">Your recovery codes</strong>
      <span className={styles.meta}>
        Keep them somewhere safe, such as a password manager. Each one works once instead of a code from your app. For your safety they will not be
        shown again.
      </span>
      <ul className={own.codes} aria-label="Recovery codes" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={styles.actions}>
        <a className={button.secondary} href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`} download="showup-recovery-codes.txt">
          Download
        </a>
        {hydrated ? <CopyButton text={text} label="Copy" /> : null}
        <Link to={SECURITY_TAB} className={button.primary} onClick={onDone} preventScrollReset>
          I have saved them
        </Link>
      </div>
    </div>
  );
}
