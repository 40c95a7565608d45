// An event as the API and the pages show it: what the events list, the host and anyone registering see.
import type { EventCategory, EventStatus, RecordingLocation } from "../../db/schema/product";

/** What every face of an event, the host's and the public's, begins with. */
export interface EventHeading {
  id: number;
  title: string;
  description: string | null;
  category: EventCategory;
  /** Effective status: see `effectiveStatus`. */
  status: EventStatus;
  /** UTC ISO-8601. */
  scheduledAt: string;
  durationMinutes: number;
}

/** An event as the events list shows it (GET /api/events). */
export interface EventSummary extends EventHeading {
  coverImageUrl: string;
  timezone: string;
  /** Public id of the event's stream, or null when it has none yet. */
  streamId: string | null;
  maxAttendees: number | null;
  registrationCount: number;
}

/** Everything the host sees and edits (GET /api/events/{id}). */
export interface EventDetail extends EventSummary {
  hostName: string | null;
  hostBio: string | null;
  registrationRequired: boolean;
  isPublic: boolean;
  requireAuthentication: boolean;
  passcode: string | null;
  enableQa: boolean;
  enableChat: boolean;
  enablePolls: boolean;
  enableRecording: boolean;
  recordingLocation: RecordingLocation;
  enableWaitingRoom: boolean;
  muteMembersOnEntry: boolean;
  /** The stored status (draft, scheduled, live, completed), before the clock is applied. */
  storedStatus: EventStatus;
  /** UTC ISO-8601 end: scheduledAt plus the duration. */
  endsAt: string;
  wentLiveAt: string | null;
  endedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** What anyone may see of an event to register for it: nothing about other registrants. */
export interface PublicEvent extends EventHeading {
  timezone: string;
  coverImageUrl: string;
  hostName: string | null;
  hostBio: string | null;
  registrationRequired: boolean;
  requireAuthentication: boolean;
  maxAttendees: number | null;
  /** null when unlimited. */
  spotsLeft: number | null;
  isFull: boolean;
}
