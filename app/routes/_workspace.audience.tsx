import type { MetaFunction } from "@remix-run/node";
import { ComingNext } from "~/components/coming-next";

export const meta: MetaFunction = () => [{ title: "Audience — ShowUp" }];

export default function AudiencePage() {
  return (
    <ComingNext
      title="Audience"
      description="Audience management arrives with registrations: invite viewers, see who registered for which event and export the list."
      backTo="/dashboard"
      backLabel="Back to the dashboard"
    />
  );
}
