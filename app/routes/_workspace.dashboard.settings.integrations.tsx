import type { MetaFunction } from "@remix-run/node";
import { ComingNext } from "~/components/coming-next";

export const meta: MetaFunction = () => [{ title: "Integrations — ShowUp" }];

export default function IntegrationSettingsPage() {
  return (
    <ComingNext
      title="Integrations"
      description="Connecting your streaming provider and other tools arrives here."
      backTo="/settings?tab=integrations"
      backLabel="Back to settings"
    />
  );
}
