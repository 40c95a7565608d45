import { DoneNotice } from "~/components/ui/notice";
import { useFetcher } from "@remix-run/react";
import { useRef } from "react";
import { useActionToast } from "~/components/toaster";
import { useResetOnAnswer } from "~/components/use-reset-on-answer";
import { DeviceSummary, SettingsCard, SubmitRow } from "./settings-card";
import { button } from "~/components/ui/button.css";
import { ResultField, FormAlert } from "~/components/ui/field";
import { formErrorsOf, resultFor, type FormResult } from "~/utils/form-result";
import { isSecurityIntent, isTwoFactorIntent, type SecurityIntent, type SecurityTabData } from "../../../contracts/security-data";
import { formatDateTime } from "./format-date-time";
import { TwoFactorCard } from "./two-factor-card";
import * as styles from "./settings-card.css";

type SecurityResult = FormResult<SecurityIntent>;

export { formatDateTime };

export function SecurityTab({ data, actionData, hydrated }: { data: SecurityTabData; actionData: unknown; hydrated: boolean }) {
  const fromPage = resultFor(actionData, isSecurityIntent);
  return (
    <div className={styles.stack}>
      <DoneNotice notice={data.notice} />
      <PasswordCard hasPassword={data.hasPassword} pageReply={fromPage?.intent === "change-password" ? fromPage : null} hydrated={hydrated} />
      <TwoFactorCard data={data.twoFactor} pageReply={actionData} hydrated={hydrated} />
      <SessionsCard
        sessions={data.sessions}
        pageReply={fromPage && fromPage.intent !== "change-password" && !isTwoFactorIntent(fromPage.intent) ? fromPage : null}
        hydrated={hydrated}
      />
    </div>
  );
}

function PasswordCard({ hasPassword, pageReply, hydrated }: { hasPassword: boolean; pageReply: SecurityResult | null; hydrated: boolean }) {
  const fetcher = useFetcher<SecurityResult>({ key: "security-password" });
  const reply = resultFor(fetcher.data, isSecurityIntent) ?? pageReply;
  const formRef = useRef<HTMLFormElement>(null);
  useActionToast(fetcher.data?.toast);
  // Passwords never linger in the form after an answer, accepted or refused.
  useResetOnAnswer(formRef, fetcher.data);
  const busy = fetcher.state !== "idle";

  return (
    <SettingsCard titleId="change-password-title" title="Change password">
      <p className={styles.cardText}>
        {hasPassword
          ? "Enter your current password, then choose a new one. Your other devices will be signed out."
          : "Your account signs in with Google. Set a password to sign in with your e-mail too."}
      </p>
      <fetcher.Form method="post" ref={formRef} className={styles.form} noValidate={hydrated}>
        <input type="hidden" name="intent" value="change-password" />
        {hydrated ? <input type="hidden" name="js" value="1" /> : null}
        {hasPassword ? (
          <ResultField
            answer={reply}
            label="Current password"
            id="current-password"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
          />
        ) : null}
        <ResultField
          answer={reply}
          label="New password"
          id="new-password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
        />
        <ResultField
          answer={reply}
          label="Confirm new password"
          id="confirm-password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
        />
        <SubmitRow busy={busy} label="Update password" busyLabel="Updating…" />
      </fetcher.Form>
    </SettingsCard>
  );
}

function SessionsCard({
  sessions,
  pageReply,
  hydrated,
}: {
  sessions: SecurityTabData["sessions"];
  pageReply: SecurityResult | null;
  hydrated: boolean;
}) {
  const others = sessions.filter((s) => !s.current).length;
  return (
    <SettingsCard titleId="sessions-title" title="Active sessions">
      <p className={styles.cardText}>Devices signed in to your account. Revoke any you do not recognise.</p>
      <FormAlert id="sessions-error" errors={formErrorsOf(pageReply)} />
      <ul className={styles.list} aria-label="Active sessions">
        {sessions.map((session) => (
          <SessionRow key={session.id} session={session} hydrated={hydrated} />
        ))}
      </ul>
      {others > 0 ? <SignOutOthers hydrated={hydrated} count={others} /> : <p className={styles.meta}>No other devices are signed in.</p>}
    </SettingsCard>
  );
}

function SessionRow({ session, hydrated }: { session: SecurityTabData["sessions"][number]; hydrated: boolean }) {
  const fetcher = useFetcher<SecurityResult>();
  useActionToast(fetcher.data?.toast);
  if (fetcher.state !== "idle" && !session.current) return null;
  return (
    <li className={styles.row}>
      <DeviceSummary name={session.device} current={session.current}>
        Signed in {formatDateTime(session.createdAt)}
        {session.ip ? ` · ${session.ip}` : ""}
      </DeviceSummary>
      {session.current ? null : (
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="revoke-session" />
          <input type="hidden" name="sessionId" value={session.id} />
          {hydrated ? <input type="hidden" name="js" value="1" /> : null}
          <button type="submit" className={`${button.secondary} ${styles.dangerButton}`} aria-label={`Revoke ${session.device} session`}>
            Revoke
          </button>
        </fetcher.Form>
      )}
    </li>
  );
}

function SignOutOthers({ hydrated, count }: { hydrated: boolean; count: number }) {
  const fetcher = useFetcher<SecurityResult>();
  useActionToast(fetcher.data?.toast);
  return (
    <fetcher.Form method="post" className={styles.actions}>
      <input type="hidden" name="intent" value="revoke-other-sessions" />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <button type="submit" className={button.secondary} disabled={fetcher.state !== "idle"}>
        Sign out other sessions ({count})
      </button>
    </fetcher.Form>
  );
}
