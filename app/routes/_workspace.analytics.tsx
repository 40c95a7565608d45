import type { MetaFunction } from "@remix-run/node";
import { ComingNext } from "~/components/coming-next";

export const meta: MetaFunction = () => [{ title: "Analytics — ShowUp" }];

export default function AnalyticsPage() {
  return (
    <ComingNext
      title="Analytics"
      description="Analytics arrive with events: attendance, retention, engagement and revenue for each of your events, from your own data."
      backTo="/dashboard"
      backLabel="Back to the dashboard"
    />
  );
}
