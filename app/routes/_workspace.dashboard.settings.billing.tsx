import type { MetaFunction } from "@remix-run/node";
import { ComingNext } from "~/components/coming-next";
import { pageMeta } from "~/utils/page-meta";

export const meta: MetaFunction = () => pageMeta("Billing & Subscription");

export default function BillingSettingsPage() {
  return (
    <ComingNext
      title="Billing & Subscription"
      description="Your plan, invoices and payment method arrive here with billing."
      backTo="/settings?tab=billing"
      backLabel="Back to settings"
    />
  );
}
