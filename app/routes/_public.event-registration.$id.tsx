import type { MetaFunction } from "@remix-run/node";
import { ComingNext } from "~/components/coming-next";

export const meta: MetaFunction = () => [{ title: "Event registration — ShowUp" }];

export default function EventRegistrationPage() {
  return (
    <ComingNext
      title="Event registration"
      description="Registration for this event opens here. Check back soon, or ask the host for the latest details."
      backTo="/"
      backLabel="Back to the home page"
    />
  );
}
