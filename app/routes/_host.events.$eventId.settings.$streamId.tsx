import type { MetaFunction } from "@remix-run/node";
import { useParams } from "@remix-run/react";
import { ComingNext } from "~/components/coming-next";

export const meta: MetaFunction = () => [{ title: "Event settings — ShowUp" }];

export default function EventSettingsPage() {
  const { eventId } = useParams();
  return (
    <ComingNext
      title="Event settings"
      description="Event settings arrive with streaming: stream overlays, the landing page shown to viewers and chat moderation."
      backTo={`/events/${eventId}`}
      backLabel="Back to the event"
    />
  );
}
