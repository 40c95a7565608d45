import type { MetaFunction } from "@remix-run/node";
import { ComingNext } from "~/components/coming-next";

export const meta: MetaFunction = () => [{ title: "Webinars — ShowUp" }];

export default function WebinarsPage() {
  return (
    <ComingNext
      title="Webinars"
      description="Your webinar library arrives with events: every live and automated webinar you run, in one place."
      backTo="/dashboard"
      backLabel="Back to the dashboard"
    />
  );
}
