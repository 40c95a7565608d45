import type { ColumnType, Generated, Selectable } from "kysely";

/** migrations/0027_on_demand.ts: whether an event's recording runs as on-demand sessions, and on what schedule. */
export interface OnDemandSettingsTable {
  id: Generated<number>;
  eventId: number;
  hostId: number;
  /** 0/1: registrants may pick sessions. */
  enabled: ColumnType<number, number | undefined, number>;
  /** A session every 15, 30 or 60 minutes of the viewer's clock; null: none. */
  everyMinutes: number | null;
  /** JSON array of "HH:MM" times of day in the viewer's zone. */
  dailyTimes: ColumnType<string, string | undefined, string>;
  /** How many upcoming sessions a registrant is offered besides "watch now". */
  upcomingCount: ColumnType<number, number | undefined, number>;
  createdAt: string;
  updatedAt: string;
}

/** "now": started by a registrant's "watch now"; "scheduled": a time of the schedule. */
export type OnDemandSessionKind = "now" | "scheduled";

/** One playing of the recording from its start, as if live; unique (event, start). */
export interface OnDemandSessionsTable {
  id: Generated<number>;
  eventId: number;
  kind: OnDemandSessionKind;
  startsAt: string;
  createdAt: string;
}

/** A registrant who picked a session, with their viewer of the event's stream. */
export interface OnDemandSeatsTable {
  id: Generated<number>;
  sessionId: number;
  registrationId: number;
  viewerId: number;
  createdAt: string;
  /** The first time the registrant opened the session. */
  joinedAt: string | null;
}

export interface OnDemandTables {
  onDemandSettings: OnDemandSettingsTable;
  onDemandSessions: OnDemandSessionsTable;
  onDemandSeats: OnDemandSeatsTable;
}

export type OnDemandSettingsRow = Selectable<OnDemandSettingsTable>;
export type OnDemandSessionRow = Selectable<OnDemandSessionsTable>;
export type OnDemandSeatRow = Selectable<OnDemandSeatsTable>;
