import type { EventDetail } from "~/contracts/events";

/** The dashboard's header: the event's dates already written in its own zone. */
export interface EventHeaderData {
  id: number;
  title: string;
  status: EventDetail["status"];
  category: string;
  when: string;
  duration: string;
  streamId: string | null;
  /** The video provider takes the event live when the encoder connects; Go Live by hand stays for a page live before the video. */
  goesLiveByItself: boolean;
  /** End event is offered: the event is live, or has started or been live and is not over yet. */
  canEnd: boolean;
}

export interface OverviewData {
  registrationCount: number;
  seatsLeft: number | null;
  maxAttendees: number | null;
  hostName: string | null;
  hostBio: string | null;
  settings: { label: string; value: string }[];
}

export interface CountRow {
  label: string;
  count: number;
}

export interface DayPoint {
  /** "YYYY-MM-DD" in the event's zone. */
  day: string;
  label: string;
  count: number;
}

export interface Registrant {
  id: number;
  name: string;
  email: string;
  company: string | null;
  jobTitle: string | null;
  timezone: string;
  registeredAt: string;
}

/** The Audience and Analytics tabs: who registered, where from, and when. */
export interface AudienceData {
  total: number;
  registrants: Registrant[];
  timeZones: CountRow[];
  companies: CountRow[];
  jobTitles: CountRow[];
  timeline: DayPoint[];
  cumulative: DayPoint[];
}
