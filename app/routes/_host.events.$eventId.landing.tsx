import type { MetaFunction } from "@remix-run/node";
import { useParams } from "@remix-run/react";
import { ComingNext } from "~/components/coming-next";

export const meta: MetaFunction = () => [{ title: "Edit landing page — ShowUp" }];

export default function EditLandingPage() {
  const { eventId } = useParams();
  return (
    <ComingNext
      title="Edit landing page"
      description="The landing page editor arrives here: title, description, offer, host bio and a live preview."
      backTo={`/events/${eventId}`}
      backLabel="Back to the event"
    />
  );
}
