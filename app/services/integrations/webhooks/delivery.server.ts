import { setTimeout as wait } from "node:timers/promises";
import { queueWebhookDisabledNotice } from "~/models/host-notice.server";
import {
  claimDueWebhookDeliveries,
  markWebhookAttemptFailed,
  markWebhookDelivered,
  releaseStaleWebhookClaims,
  type ClaimedWebhookDelivery,
} from "~/models/webhook.server";
import { getConfig, publicOrigin, type Config } from "~/utils/config.server";
import { getLogger } from "~/utils/logger.server";
import { postWebhook, type WebhookNetworkPolicy } from "./outgoing.server";
import { SIGNATURE_HEADER, signatureHeader } from "./signature.server";

// The webhook step of the job runner: due deliveries are claimed (the oldest unfinished one per
// endpoint), signed and POSTed outside any transaction, and each outcome recorded. A failure is
// tried again with a growing delay for a day after the delivery was created; an endpoint whose
// deliveries have failed for a day is disabled and its host told by e-mail.

export interface WebhookDeps {
  policy: WebhookNetworkPolicy;
  timeoutMs: number;
  userAgent: string;
}

export interface WebhookReport {
  succeeded: number;
  retrying: number;
  failed: number;
  disabledEndpoints: number;
}

export const WEBHOOK_TIMEOUT_MS = 10_000;
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 60 * 60_000;
const MINUTE = 60_000;
/** The waits after the 1st, 2nd, … failed attempt; the last one repeats. */
export const WEBHOOK_RETRY_DELAYS_MS = [30_000, 2 * MINUTE, 10 * MINUTE, 30 * MINUTE, 60 * MINUTE, 120 * MINUTE, 240 * MINUTE];
const DISABLED_REASON = "Its deliveries failed for 24 hours.";
/** Endpoints being sent to at once by one process. */
const PARALLEL = 20;
/** How soon a pass with attempts in flight looks again for deliveries that became due. */
const CLAIM_AGAIN_MS = 250;

export function webhookDepsFromConfig(config: Config = getConfig()): WebhookDeps {
  return {
    policy: { production: config.NODE_ENV === "production", allowedHosts: config.WEBHOOK_ALLOWED_HOSTS },
    timeoutMs: WEBHOOK_TIMEOUT_MS,
    userAgent: `ShowUp-Webhooks/1 (+${publicOrigin(config)})`,
  };
}

/** When to try again after `attempts` failed attempts, or null: the delivery's day is over. */
export function nextWebhookAttempt({ attempts, createdAt, now }: { attempts: number; createdAt: string; now: Date }) {
  const deadline = Date.parse(createdAt) + WEBHOOK_RETRY_WINDOW_MS;
  if (now.getTime() >= deadline) return null;
  const delay = WEBHOOK_RETRY_DELAYS_MS[Math.min(attempts, WEBHOOK_RETRY_DELAYS_MS.length) - 1] ?? WEBHOOK_RETRY_DELAYS_MS[0] ?? 0;
  return new Date(Math.min(now.getTime() + delay, deadline));
}

/** The secrets a delivery is signed with at `now`: the endpoint's, and the previous one during its overlap. */
function signingSecrets(delivery: ClaimedWebhookDelivery, now: Date) {
  const previousValid = delivery.previousSecret && delivery.previousSecretUntil && delivery.previousSecretUntil > now.toISOString();
  return previousValid && delivery.previousSecret ? [delivery.secret, delivery.previousSecret] : [delivery.secret];
}

async function attempt(delivery: ClaimedWebhookDelivery, deps: WebhookDeps, now: Date): Promise<keyof WebhookReport> {
  const response = await postWebhook({
    url: delivery.url,
    body: delivery.body,
    policy: deps.policy,
    timeoutMs: deps.timeoutMs,
    headers: {
      "Content-Type": "application/json",
      "User-Agent": deps.userAgent,
      "Webhook-Id": delivery.eventId,
      [SIGNATURE_HEADER]: signatureHeader({ secrets: signingSecrets(delivery, now), body: delivery.body, now }),
    },
  });
  const outcome = { responseCode: response.status, durationMs: response.durationMs };
  if (!response.error) {
    await markWebhookDelivered({ id: delivery.id, endpointId: delivery.endpointId, attempt: outcome, now });
    return "succeeded";
  }
  getLogger().info(
    { webhookDelivery: delivery.id, endpoint: delivery.endpointId, attempt: delivery.attempts, error: response.error },
    "webhook delivery failed",
  );
  const retryAt = nextWebhookAttempt({ attempts: delivery.attempts, createdAt: delivery.createdAt, now });
  const disabled = await markWebhookAttemptFailed({
    id: delivery.id,
    endpointId: delivery.endpointId,
    createdAt: delivery.createdAt,
    attempt: outcome,
    error: response.error,
    retryAt,
    disableAfterMs: WEBHOOK_RETRY_WINDOW_MS,
    reason: DISABLED_REASON,
    now,
  });
  if (disabled) {
    await queueWebhookDisabledNotice({
      hostId: delivery.hostId,
      endpointId: delivery.endpointId,
      url: delivery.url,
      reason: DISABLED_REASON,
      disabledAt: now,
    });
    return "disabledEndpoints";
  }
  return retryAt ? "retrying" : "failed";
}

/**
 * One pass: due deliveries are sent until none is left (or `maxAttempts` were made), one per endpoint at a
 * time and up to PARALLEL endpoints at once. As each attempt ends another is claimed, so a receiver that
 * takes its full timeout holds back only its own endpoint's queue. Without `now` each attempt reads the clock.
 */
export async function runWebhookDeliveries(
  deps: WebhookDeps,
  { now, maxAttempts = 200 }: { now?: Date; maxAttempts?: number } = {},
): Promise<WebhookReport> {
  const clock = () => now ?? new Date();
  const report: WebhookReport = { succeeded: 0, retrying: 0, failed: 0, disabledEndpoints: 0 };
  await releaseStaleWebhookClaims({ now: clock() });
  const inFlight = new Set<Promise<void>>();
  let started = 0;
  let failure: unknown = null;
  for (;;) {
    const room = failure === null ? Math.min(PARALLEL - inFlight.size, maxAttempts - started) : 0;
    const claimed = room > 0 ? await claimDueWebhookDeliveries({ now: clock(), limit: room }) : [];
    started += claimed.length;
    for (const delivery of claimed) {
      const sending: Promise<void> = attempt(delivery, deps, clock())
        .then((outcome) => {
          report[outcome] += 1;
        })
        // The claim stays until its lease runs out; the rest of the pass ends first.
        .catch((error: unknown) => {
          failure ??= error;
        })
        .finally(() => inFlight.delete(sending));
      inFlight.add(sending);
    }
    if (!inFlight.size) break;
    // Wakes for a delivery queued meanwhile too, not only when an attempt ends: a receiver taking its
    // whole timeout would otherwise hold back every event that came after it.
    await Promise.race([...inFlight, wait(CLAIM_AGAIN_MS, undefined, { ref: false })]);
  }
  if (failure !== null) throw failure;
  return report;
}
