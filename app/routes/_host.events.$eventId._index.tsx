import type { MetaFunction } from "@remix-run/node";
import { ComingNext } from "~/components/coming-next";

export const meta: MetaFunction = () => [{ title: "Event dashboard — ShowUp" }];

export default function EventDashboardPage() {
  return (
    <ComingNext
      title="Event dashboard"
      description="This event's dashboard arrives with events: going live, its landing page, audience intelligence and analytics."
      backTo="/events"
      backLabel="Back to events"
    />
  );
}
