import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { InviteForm } from "~/components/request-invite/invite-form";
import { InviteHeading, InvitePerks } from "~/components/request-invite/invite-intro";
import { InviteSuccess } from "~/components/request-invite/invite-success";
import * as styles from "~/components/request-invite/request-invite.css";
import { requestInvite } from "~/services/account/public-forms.server";
import { pageMeta } from "~/utils/page-meta";

export const meta: MetaFunction = () =>
  pageMeta("Request an Invite", "Ask for early access to ShowUp, the webinar platform for coaches, consultants and course creators.");

export const action = ({ request, context }: ActionFunctionArgs) => requestInvite({ request, clientIp: context.clientIp });

export default function RequestInvitePage() {
  const actionData = useActionData<typeof action>();
  return (
    <div className={styles.page}>
      <div className={styles.layout}>
        <InviteHeading />
        {actionData?.sent ? (
          <div className={styles.formArea}>
            <InviteSuccess firstName={actionData.sent.firstName} email={actionData.sent.email} />
          </div>
        ) : (
          <section className={`${styles.card} ${styles.formArea}`} aria-labelledby="invite-form-title">
            <h2 id="invite-form-title" className={styles.cardTitle}>
              Tell us about you
            </h2>
            <p className={styles.cardIntro}>Two minutes, and only first name and e-mail are required.</p>
            <InviteForm lastResult={actionData?.result} />
          </section>
        )}
        <InvitePerks />
      </div>
    </div>
  );
}
