import type { Generated, Selectable } from "kysely";

/** migrations/0008_host_settings.ts: one row per host; flags are 0/1, money integer cents. */
export interface HostSettingsTable {
  userId: number;
  capacityHours: Generated<number>;
  billableRateCents: number | null;
  notifyRegistrations: Generated<number>;
  notifyDailySummary: Generated<number>;
  notifyDeliveryFailures: Generated<number>;
  notifyProductNews: Generated<number>;
  /** #rrggbb */
  brandPrimary: Generated<string>;
  /** #rrggbb */
  brandAccent: Generated<string>;
  photo: Buffer | null;
  photoType: string | null;
  photoUpdatedAt: string | null;
  /** Shown in the footer of the host's e-mails (anti-spam laws ask for a postal address). */
  postalAddress: string | null;
  updatedAt: string;
}

export interface HostSettingsTables {
  hostSettings: HostSettingsTable;
}

export type HostSettingsRow = Selectable<HostSettingsTable>;
