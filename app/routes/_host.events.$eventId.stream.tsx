import type { MetaFunction } from "@remix-run/node";
import { useParams } from "@remix-run/react";
import { ComingNext } from "~/components/coming-next";

export const meta: MetaFunction = () => [{ title: "Stream control — ShowUp" }];

export default function StreamControlPage() {
  const { eventId } = useParams();
  return (
    <ComingNext
      title="Stream control"
      description="Stream control arrives with streaming: stream health, viewers and chat while you are live."
      backTo={`/events/${eventId}`}
      backLabel="Back to the event"
    />
  );
}
