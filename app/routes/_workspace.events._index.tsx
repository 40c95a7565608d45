import type { MetaFunction } from "@remix-run/node";
import { useSearchParams } from "@remix-run/react";
import { ComingNext } from "~/components/coming-next";

export const meta: MetaFunction = () => [{ title: "Events — ShowUp" }];

export default function EventsPage() {
  const [searchParams] = useSearchParams();
  const query = searchParams.get("q")?.trim();
  return (
    <ComingNext
      title="Events"
      description={
        query
          ? `Searching for “${query}” arrives with the events list, along with creating, filtering and managing your events.`
          : "Your events list arrives next: create events, filter them by status and manage them from here."
      }
      backTo="/dashboard"
      backLabel="Back to the dashboard"
    />
  );
}
