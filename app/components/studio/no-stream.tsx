import { Link } from "@remix-run/react";
import { STREAM_SETUP_ID } from "~/components/event-dashboard/constants";
import { button } from "~/components/ui/button.css";
import { Card, CardText, EmptyState } from "~/components/ui/card";

/** The studio of an event without a stream: the host creates one in the event dashboard's Stream Setup. */
export function NoStream({ eventId, isHost }: { eventId: number; isHost: boolean }) {
  return (
    <Card titleId="no-stream-title" title="Program">
      <EmptyState title="This event has no stream yet">
        {isHost ? (
          <>
            <CardText>
              Create its stream in Stream Setup to get the server URL and stream key for your encoder; the studio runs the live from there.
            </CardText>
            <Link to={`/events/${eventId}#${STREAM_SETUP_ID}`} className={button.primary}>
              Set up the stream
            </Link>
          </>
        ) : (
          <CardText>The host creates the event&apos;s stream on its dashboard; the studio opens here once it exists.</CardText>
        )}
      </EmptyState>
    </Card>
  );
}
