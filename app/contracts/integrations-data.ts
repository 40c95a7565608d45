/** What a host's endpoint may ask to receive (issue 23). */
export const WEBHOOK_EVENT_TYPES = [
  "registration.created",
  "registration.cancelled",
  "attendee.joined",
  "attendee.left",
  "event.live",
  "event.ended",
  "purchase.completed",
  "purchase.refunded",
  "question.asked",
  "poll.closed",
  "test.ping",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

import type { FormResult } from "~/utils/form-result";
import { isOneOf } from "~/utils/one-of";

export const INTEGRATIONS_PATH = "/dashboard/settings/integrations";

export const INTEGRATIONS_INTENTS = [
  "add-endpoint",
  "rotate-secret",
  "send-test",
  "disable-endpoint",
  "enable-endpoint",
  "edit-events",
  "delete-endpoint",
  "resend-delivery",
] as const;
export type IntegrationsIntent = (typeof INTEGRATIONS_INTENTS)[number];
export const isIntegrationsIntent = isOneOf(INTEGRATIONS_INTENTS);

/** The events a host chooses from, grouped as they happen around a webinar. test.ping is left out: Send test always reaches the endpoint. */
export const EVENT_GROUPS: { title: string; events: { type: WebhookEventType; text: string }[] }[] = [
  {
    title: "Registrations",
    events: [
      { type: "registration.created", text: "Someone registers for an event." },
      { type: "registration.cancelled", text: "A registrant cancels their registration (the link under their e-mails)." },
    ],
  },
  {
    title: "Attendance",
    events: [
      { type: "attendee.joined", text: "A registrant joins the live room (once, however many tabs they open)." },
      { type: "attendee.left", text: "An attendee leaves (their last tab closes), with their total watch time." },
    ],
  },
  {
    title: "Broadcast",
    events: [
      { type: "event.live", text: "An event goes live." },
      { type: "event.ended", text: "An event ends." },
    ],
  },
  {
    title: "Sales",
    events: [
      { type: "purchase.completed", text: "A viewer pays for an offer." },
      { type: "purchase.refunded", text: "A purchase is refunded." },
    ],
  },
  {
    title: "Engagement",
    events: [
      { type: "question.asked", text: "A viewer asks a question in Q&A." },
      { type: "poll.closed", text: "A poll closes, with its final results." },
    ],
  },
];

/** What a finished form says on the page after its redirect (?done=), beside the endpoint it concerns. */
export const DONE_NOTICES = {
  "test-sent": { title: "Test sent", description: "A test.ping is on its way: its delivery shows in the log below." },
  disabled: { title: "Endpoint turned off", description: "Nothing is sent to it until you turn it on again." },
  enabled: { title: "Endpoint turned on", description: "New events are delivered to it again." },
  "events-saved": { title: "Events saved", description: "The endpoint receives the events you chose from now on." },
  resent: { title: "Delivery resent", description: "The same event (same id) is sent again: see the log below." },
  deleted: { title: "Endpoint deleted", description: "It receives nothing more, and its delivery log is gone." },
} as const;
export type DoneNotice = keyof typeof DONE_NOTICES;
export const isDoneNotice = (value: unknown): value is DoneNotice => typeof value === "string" && Object.hasOwn(DONE_NOTICES, value);

export interface EndpointItem {
  id: number;
  url: string;
  events: string[];
  enabled: boolean;
  disabledReason: string | null;
  disabledAt: string | null;
  failingSince: string | null;
  previousSecretValidUntil: string | null;
  createdAt: string;
}

export interface DeliveryItem {
  id: number;
  eventId: string;
  type: string;
  status: "pending" | "delivering" | "succeeded" | "failed" | "cancelled";
  attempts: number;
  responseCode: number | null;
  durationMs: number | null;
  error: string | null;
  nextAttemptAt: string | null;
  createdAt: string;
}

/** One page of an endpoint's delivery log: `cursor` is the page shown (null: the newest), `nextCursor` the older one. */
export interface DeliveryLog {
  deliveries: DeliveryItem[];
  cursor: string | null;
  nextCursor: string | null;
  /** When the page read it (ms): its Refresh link names it, so that the link always loads the page anew. */
  readAt: number;
}

export interface IntegrationsPageData {
  endpoints: (EndpointItem & { log: DeliveryLog })[];
  maxEndpoints: number;
  notice: { kind: DoneNotice; endpointId: number | null } | null;
}

/** A secret, in the one answer that made it (adding an endpoint or rotating its secret). */
export interface ShownSecret {
  kind: "created" | "rotated";
  endpointId: number;
  url: string;
  secret: string;
  /** Rotation: until when the old secret still signs beside the new one. */
  previousSecretValidUntil: string | null;
}

export interface IntegrationsFormResult extends FormResult<IntegrationsIntent> {
  shownSecret?: ShownSecret;
}

/** What a receiver runs to trust a delivery: the scheme of Webhook-Signature, checked in plain Node. */
export const SIGNATURE_SNIPPET = `import crypto from "node:crypto";

// rawBody: the request body exactly as received (a string, before JSON.parse).
function isFromShowUp(header, rawBody, secret) {
  const parts = header.split(",").map((part) => part.split("="));
  const t = Number(parts.find(([key]) => key === "t")?.[1]);
  if (!t || Math.abs(Date.now() / 1000 - t) > 300) return false; // older than 5 minutes
  const expected = crypto.createHmac("sha256", secret).update(\`\${t}.\${rawBody}\`).digest();
  return parts.some(([key, value]) =>
    key === "v1" && /^[0-9a-f]{64}$/.test(value) &&
    crypto.timingSafeEqual(Buffer.from(value, "hex"), expected));
}

// Express: app.post("/hooks", express.text({ type: "*/*" }), (req, res) => {
//   if (!isFromShowUp(req.get("Webhook-Signature"), req.body, process.env.SHOWUP_SECRET))
//     return res.sendStatus(400);
//   const event = JSON.parse(req.body); // { id, type, createdAt, data }
//   res.sendStatus(200);
// });`;
