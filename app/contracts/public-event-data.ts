import type { ReplayNotice } from "~/contracts/replay";
import type { BrandColors } from "./brand";
import type { PublicEvent } from "~/contracts/events";
import type { LandingPageSettings } from "~/contracts/live-events";

/** The public face of /events/{eventId}, with the landing page of the event's stream while the host shows it. */
export interface PublicEventPageData {
  view: "public";
  contact: { email: string; phone: string };
  event: Pick<
    PublicEvent,
    "id" | "title" | "description" | "coverImageUrl" | "hostName" | "hostBio" | "status" | "durationMinutes" | "scheduledAt" | "isFull" | "spotsLeft"
  > & {
    /** The start written once, on the server, in the event's own zone: server and browser show the same text. */
    startsAt: string;
    /** The zone startsAt is written in. */
    zone: string;
  };
  stream: {
    streamId: string;
    isLive: boolean;
    /** "push": anyone may follow the stream's live events; "poll": the page asks for itself again now and then. */
    follow: "push" | "poll";
  } | null;
  landing: LandingPageSettings | null;
  brand: BrandColors;
  /** Once the event is over: "ready" when its broadcast was kept, "recording" while the recording is prepared. */
  replay: ReplayNotice;
  /** The live is over and the host runs the recording as on-demand sessions: registration stays open. */
  onDemand: boolean;
}
