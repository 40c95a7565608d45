import type { ReactNode } from "react";
import { Form, Link } from "@remix-run/react";
import { TEAM_EVENTS_ID } from "~/components/events/team-events";
import { SettingsCard } from "~/components/settings/security/settings-card";
import { pill } from "~/components/ui/badge.css";
import * as styles from "~/components/settings/security/settings-card.css";
import { formatDateTime } from "~/components/settings/security/security-tab";
import { button } from "~/components/ui/button.css";
import { Field, FieldErrors, FormAlert } from "~/components/ui/field";
import * as fieldStyles from "~/components/ui/field.css";
import { errorsOf, formErrorsOf, resultFor } from "~/utils/form-result";
import * as teamStyles from "./team-tab.css";
import {
  isTeamIntent,
  roleLabel,
  TEAM_ROLE_CHOICES,
  type TeamFormResult,
  type TeamIntent,
  type TeamRoleName,
  type TeamTabData,
} from "../../../contracts/team-data";

/** Invite people by e-mail as moderators or co-hosts, see who is on the team, take them off it. */
export function TeamTab({ data, actionData }: { data: TeamTabData; actionData: unknown }) {
  const reply = resultFor(actionData, isTeamIntent) as TeamFormResult | null;
  const invite = reply?.intent === "team-invite" ? reply : null;
  const listErrors = reply && reply.intent !== "team-invite" ? formErrorsOf(reply) : undefined;
  const emailErrors = errorsOf(invite, "email");
  const roleErrors = errorsOf(invite, "role");
  const sentValues = invite?.result.initialValue as Record<string, string> | null | undefined;

  return (
    <div className={styles.stack}>
      <SettingsCard titleId="team-invite-title" title="Invite to your team">
        <p className={styles.cardText}>
          Team members sign in with their own account and help run your events. They never see your revenue or purchase history, and cannot edit
          events, change settings or manage the team.
        </p>
        <Form method="post" className={styles.form} noValidate>
          <input type="hidden" name="intent" value="team-invite" />
          <FormAlert id="team-invite-error" errors={formErrorsOf(invite)} />
          <Field
            label="E-mail address"
            errorId="team-email-error"
            errors={emailErrors}
            inputProps={{
              id: "team-email",
              name: "email",
              type: "email",
              autoComplete: "off",
              required: true,
              maxLength: 254,
              defaultValue: sentValues?.email ?? "",
            }}
          />
          <RadioChoices
            legend="Role"
            name="role"
            choices={TEAM_ROLE_CHOICES}
            checked={sentValues?.role ?? "moderator"}
            errorId="team-role-error"
            errors={roleErrors}
          />
          <div className={styles.actions}>
            <button type="submit" className={button.primary}>
              Send invitation
            </button>
          </div>
        </Form>
      </SettingsCard>

      <SettingsCard titleId="team-members-title" title="Your team">
        <FormAlert id="team-list-error" errors={listErrors} />
        {data.members.length === 0 && data.invitations.length === 0 ? (
          <p className={styles.cardText}>Nobody yet. Invite a moderator to keep the chat clean while you present.</p>
        ) : (
          <ul className={styles.list} aria-label="Team members and invitations">
            {data.members.map((member) => (
              <TeamRow
                key={`member-${member.id}`}
                title={`${member.firstName} ${member.lastName}`.trim()}
                role={member.role}
                meta={
                  <>
                    <span className={teamStyles.address}>{member.email}</span> · joined {formatDateTime(member.joinedAt)}
                  </>
                }
                action={{
                  intent: "team-remove",
                  field: "memberId",
                  id: member.id,
                  label: "Remove",
                  name: `Remove ${member.firstName} from the team`,
                }}
              />
            ))}
            {data.invitations.map((invitation) => (
              <TeamRow
                key={`invitation-${invitation.id}`}
                title={<span className={teamStyles.address}>{invitation.email}</span>}
                role={invitation.role}
                meta={
                  invitation.expired
                    ? `Invitation expired ${formatDateTime(invitation.expiresAt)}`
                    : `Invited ${formatDateTime(invitation.sentAt)} · expires ${formatDateTime(invitation.expiresAt)}`
                }
                action={{
                  intent: "team-revoke",
                  field: "invitationId",
                  id: invitation.id,
                  label: invitation.expired ? "Delete" : "Withdraw",
                  name: `Withdraw the invitation to ${invitation.email}`,
                }}
              />
            ))}
          </ul>
        )}
      </SettingsCard>

      {data.memberships.length ? (
        <SettingsCard titleId="team-memberships-title" title="Teams you are on">
          <ul className={styles.list}>
            {data.memberships.map((membership) => (
              <li key={membership.id} className={styles.row}>
                <span className={styles.rowTitle}>
                  {membership.hostName} <span className={pill}>{roleLabel(membership.role)}</span>
                </span>
              </li>
            ))}
          </ul>
          <p className={styles.cardText}>
            <Link to={`/events#${TEAM_EVENTS_ID}`}>See their events</Link>
          </p>
        </SettingsCard>
      ) : null}
    </div>
  );
}

/** A radio for each choice, with its name and what it allows; the errors under them all. */
export function RadioChoices({
  legend,
  name,
  choices,
  checked,
  errorId,
  errors,
}: {
  legend: string;
  name: string;
  choices: { value: string; label: string; text: string }[];
  checked: string;
  errorId: string;
  errors: string[] | undefined;
}) {
  return (
    <fieldset className={teamStyles.roles} aria-describedby={errors?.length ? errorId : undefined}>
      <legend className={fieldStyles.label}>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className={teamStyles.choice}>
          <input className={teamStyles.radio} type="radio" name={name} value={choice.value} defaultChecked={choice.value === checked} />
          <span>
            <strong>{choice.label}</strong>
            <span className={styles.meta}> · {choice.text}</span>
          </span>
        </label>
      ))}
      <FieldErrors id={errorId} errors={errors} />
    </fieldset>
  );
}

/** A member or an invitation: who, their role, what is known, and the one button that ends it. */
function TeamRow({
  title,
  role,
  meta,
  action,
}: {
  title: ReactNode;
  role: TeamRoleName;
  meta: ReactNode;
  action: { intent: TeamIntent; field: string; id: number; label: string; name: string };
}) {
  return (
    <li className={styles.row}>
      <div className={styles.rowMain}>
        <span className={styles.rowTitle}>
          {title} <span className={pill}>{roleLabel(role)}</span>
        </span>
        <span className={styles.meta}>{meta}</span>
      </div>
      <Form method="post">
        <input type="hidden" name="intent" value={action.intent} />
        <input type="hidden" name={action.field} value={action.id} />
        <button type="submit" className={`${button.secondary} ${styles.dangerButton}`} aria-label={action.name}>
          {action.label}
        </button>
      </Form>
    </li>
  );
}
