import type { MetaFunction } from "@remix-run/node";
import { ComingNext } from "~/components/coming-next";

export const meta: MetaFunction = () => [{ title: "Billing & Subscription — ShowUp" }];

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
