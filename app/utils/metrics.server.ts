// The operator's metrics (Prometheus, at /metrics when METRICS_TOKEN is set). What happens is
// counted here, on the floor every part of the app can reach: chat posts, /hls answers, delivery
// failures, the live events' hop, waits for a database connection. What is (open connections, the
// delivery queue, live broadcasts) is read when Prometheus asks: services/operations/metrics.server.ts.
//
// A registry of its own, not prom-client's global one: two copies of the app in one process (a test
// process running it from source beside a built one) would otherwise register each name twice.
import { Counter, Histogram, Registry } from "prom-client";
import type { OutboxChannel } from "../../db/schema/product";

export const metricsRegistry = new Registry();
const registers = [metricsRegistry];

export const chatPostsAccepted = new Counter({
  name: "showup_chat_posts_accepted_total",
  help: "Chat messages taken, from viewers and the host's side (held for review and shadowbanned ones included).",
  registers,
});

export const CHAT_REFUSAL_REASONS = ["invalid", "no_access", "closed", "timed_out", "slow_mode", "rate_limited", "error"] as const;
export type ChatRefusalReason = (typeof CHAT_REFUSAL_REASONS)[number];

const chatPostsRefused = new Counter({
  name: "showup_chat_posts_refused_total",
  help: "Chat messages refused, by reason: invalid, no_access, closed (chat off, closed or waiting room), timed_out, slow_mode, rate_limited, error (ours).",
  labelNames: ["reason"],
  registers,
});

/** One child per reason, each at 0 from the start so that a rate exists before the first refusal. */
export const chatRefusals = Object.fromEntries(
  CHAT_REFUSAL_REASONS.map((reason) => {
    chatPostsRefused.inc({ reason }, 0);
    return [reason, chatPostsRefused.labels(reason)];
  }),
) as Record<ChatRefusalReason, Counter.Internal>;

export type HlsRequestKind = "playlist" | "segment" | "other";

const hlsRequests = new Counter({
  name: "showup_hls_requests_total",
  help: "Requests to /hls by kind (playlist, segment, other: no video file's address) and the status answered.",
  labelNames: ["kind", "status"],
  registers,
});

function childrenByStatus(kind: HlsRequestKind) {
  const children = new Map<number, Counter.Internal>();
  return (status: number) => {
    let child = children.get(status);
    if (!child) children.set(status, (child = hlsRequests.labels(kind, String(status))));
    return child;
  };
}

/** The counter of an /hls answer: a child per kind and status, made on its first use. */
export const hlsAnswers: Record<HlsRequestKind, (status: number) => Counter.Internal> = {
  playlist: childrenByStatus("playlist"),
  segment: childrenByStatus("segment"),
  other: childrenByStatus("other"),
};

export type DeliveryFailure = "retrying" | "given_up";

const deliveryFailures = new Counter({
  name: "showup_delivery_failures_total",
  help: "E-mails and texts whose sending failed, by channel and outcome: retrying (tried again later) or given_up (recorded as failed).",
  labelNames: ["channel", "outcome"],
  registers,
});
for (const channel of ["email", "sms"] satisfies OutboxChannel[]) {
  for (const outcome of ["retrying", "given_up"] satisfies DeliveryFailure[]) deliveryFailures.inc({ channel, outcome }, 0);
}

export function countDeliveryFailure(channel: OutboxChannel, outcome: DeliveryFailure) {
  deliveryFailures.inc({ channel, outcome });
}

const liveEventHop = new Histogram({
  name: "showup_live_event_hop_seconds",
  help: "From a live event's publishing (in any process, by its clock) to its hand-over to this process's connections.",
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers,
});

/** The hop of a live event published at `createdAt` (ISO, stamped by the publishing process). */
export function observeLiveEventHop(createdAt: string) {
  liveEventHop.observe(Math.max(0, Date.now() - Date.parse(createdAt)) / 1000);
}

export const databaseConnectionWaits = new Histogram({
  name: "showup_database_connection_wait_seconds",
  help: "How long a query or transaction waited for a database connection (PostgreSQL: the pool's; SQLite: its one connection).",
  buckets: [0.0005, 0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5],
  registers,
});
