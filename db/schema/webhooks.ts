import type { ColumnType, Generated, Selectable } from "kysely";

/** migrations/0028_webhooks.ts: where a host's outgoing webhooks go, and how they are signed. */
export interface WebhookEndpointsTable {
  id: Generated<number>;
  hostId: number;
  url: string;
  /** JSON array of the event types the endpoint receives. */
  events: string;
  secret: string;
  /** The secret before the last rotation: it still signs (a second v1=) until previousSecretUntil. */
  previousSecret: string | null;
  previousSecretUntil: string | null;
  /** 0/1. */
  enabled: ColumnType<number, number | undefined, number>;
  disabledReason: string | null;
  disabledAt: string | null;
  /** Since when its deliveries have failed without a success in between. */
  failingSince: string | null;
  createdAt: string;
  updatedAt: string;
}

export type WebhookDeliveryStatus = "pending" | "delivering" | "succeeded" | "failed" | "cancelled";

/** One event for one endpoint; attempts until it succeeds or a day has passed. */
export interface WebhookDeliveriesTable {
  id: Generated<number>;
  endpointId: number;
  hostId: number;
  /** The public id receivers see (evt_…). */
  eventId: string;
  type: string;
  body: string;
  status: ColumnType<WebhookDeliveryStatus, WebhookDeliveryStatus | undefined, WebhookDeliveryStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  nextAttemptAt: string;
  /** When a worker took it; a "delivering" row claimed long ago is given back (its worker died). */
  claimedAt: string | null;
  lastResponseCode: number | null;
  lastDurationMs: number | null;
  lastError: string | null;
  createdAt: string;
  deliveredAt: string | null;
}

export interface WebhookTables {
  webhookEndpoints: WebhookEndpointsTable;
  webhookDeliveries: WebhookDeliveriesTable;
}

export type WebhookEndpointRow = Selectable<WebhookEndpointsTable>;
export type WebhookDeliveryRow = Selectable<WebhookDeliveriesTable>;
