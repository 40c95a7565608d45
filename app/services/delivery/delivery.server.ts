import { findSuppression, suppressEmail } from "~/models/email-suppression.server";
import { queueFailureDigest } from "~/models/host-notice.server";
import {
  ACCOUNT_MAIL_KINDS,
  claimDueOutboxMessages,
  countHostMessagesSentSince,
  deferOutboxMessage,
  markOutboxMessageFailed,
  markOutboxMessageSent,
  markOutboxMessageSkipped,
  releaseStaleOutboxClaims,
  type OutboxMessage,
} from "~/models/outbox.server";
import { enqueueDueReminders } from "~/models/reminder.server";
import { getConfig, publicOrigin } from "~/utils/config.server";
import { isDatabaseUnavailable, reportDatabaseUnavailable } from "~/utils/database-outage.server";
import { onShutdown } from "~/utils/lifecycle.server";
import { getLogger } from "~/utils/logger.server";
import { countDeliveryFailure } from "~/utils/metrics.server";
import { SIMPLE_EMAIL } from "~/schemas/email-pattern";
import { composeEmail, newComposeCache, NothingToSend, type ComposeCache } from "./compose.server";
import { enqueueDueFollowUps } from "./follow-ups.server";
import { isPermanentMailError, mailTransportFor, type MailTransport } from "~/services/delivery/mail/transport.server";
import { SmsError, smsSenderFor, type SmsSender } from "~/services/delivery/sms.server";
import { runWebhookDeliveries, webhookDepsFromConfig } from "~/services/integrations/index.server";

// The job runner inside the app process: queues due reminders and follow-ups, then claims due outbox messages
// and sends them outside any transaction, recording each outcome. Outgoing webhooks run beside it in a loop
// of their own, so a slow receiver never holds back an e-mail. Several processes may run both against one
// database; claims make sure each message is taken by one of them.

export interface DeliveryDeps {
  mail: MailTransport;
  sms: SmsSender;
  origin: string;
  mailFrom: string;
  /** Messages one host may send a minute. */
  ratePerMinute: number;
}

export interface DeliveryReport {
  queuedReminders: number;
  skippedReminders: number;
  queuedFollowUps: number;
  skippedFollowUps: number;
  sent: number;
  retrying: number;
  failed: number;
  skipped: number;
  deferred: number;
}

const BATCH = 50;
const PARALLEL_SENDS = 4;
const MINUTE = 60_000;

function errorText(error: unknown) {
  const value = error as { response?: unknown; message?: unknown } | null;
  if (typeof value?.response === "string" && value.response) return value.response;
  return typeof value?.message === "string" ? value.message : String(error);
}

type Outcome = "sent" | "retry" | "failed" | "skipped";

const ACCOUNT_MAIL = new Set(ACCOUNT_MAIL_KINDS);
const LINKS_ASKED_FOR = new Set(["personal_link", "viewer_link"]);

/** A failure is counted for the operator's metrics; a registrant's message given up on is reported to its host in the hour's failure digest. */
async function sendOne(message: OutboxMessage, deps: DeliveryDeps, now: Date, cache: ComposeCache): Promise<Outcome> {
  const outcome = await attempt(message, deps, now, cache);
  if (outcome === "retry" || outcome === "failed") countDeliveryFailure(message.channel, outcome === "retry" ? "retrying" : "given_up");
  if (outcome === "failed" && !ACCOUNT_MAIL.has(message.kind)) await queueFailureDigest({ hostId: message.hostId, now });
  return outcome;
}

async function attempt(message: OutboxMessage, deps: DeliveryDeps, now: Date, cache: ComposeCache): Promise<Outcome> {
  if (message.expiresAt && message.expiresAt < now.toISOString()) {
    await markOutboxMessageSkipped({ id: message.id, reason: "Its moment had passed before it could be sent (the app was offline)." });
    return "skipped";
  }
  if (message.channel === "sms") {
    try {
      const { id } = await deps.sms.send({ to: message.toAddress, body: message.bodyText });
      await markOutboxMessageSent({ id: message.id, now, providerMessageId: id || null });
      return "sent";
    } catch (error) {
      const permanent = error instanceof SmsError && error.permanent;
      return (await markOutboxMessageFailed({ id: message.id, error: errorText(error), now, permanent })) ?? "failed";
    }
  }

  if (message.toAddress.length > 254 || !SIMPLE_EMAIL.test(message.toAddress)) {
    await markOutboxMessageFailed({ id: message.id, error: `${message.toAddress} is not a valid e-mail address.`, now, permanent: true });
    return "failed";
  }
  // A link the person just asked for goes out even after an unsubscribe (hostId null: bounces only).
  const suppressed = ACCOUNT_MAIL.has(message.kind)
    ? null
    : await findSuppression({ hostId: LINKS_ASKED_FOR.has(message.kind) ? null : message.hostId, email: message.toAddress });
  if (suppressed) {
    await markOutboxMessageSkipped({
      id: message.id,
      reason:
        suppressed === "bounced" ? "The address bounced earlier: it is not mailed again." : "The address unsubscribed from this host's e-mails.",
    });
    return "skipped";
  }
  let mail;
  try {
    mail = await composeEmail(message, { origin: deps.origin, mailFrom: deps.mailFrom, now, cache });
  } catch (error) {
    if (!(error instanceof NothingToSend)) throw error;
    await markOutboxMessageSkipped({ id: message.id, reason: error.message });
    return "skipped";
  }
  try {
    const { messageId } = await deps.mail.send(mail);
    await markOutboxMessageSent({ id: message.id, now, providerMessageId: messageId });
    return "sent";
  } catch (error) {
    const permanent = isPermanentMailError(error);
    if (permanent) await suppressEmail({ hostId: null, email: message.toAddress, reason: "bounced", detail: errorText(error), now });
    return (await markOutboxMessageFailed({ id: message.id, error: errorText(error), now, permanent })) ?? "failed";
  }
}

/** Keeps each host under its per-minute cap; the rest wait a minute without losing an attempt. */
async function withinHostCaps(messages: OutboxMessage[], deps: DeliveryDeps, now: Date) {
  const allowance = new Map<number, number>();
  const send: OutboxMessage[] = [];
  let deferred = 0;
  for (const message of messages) {
    if (!allowance.has(message.hostId)) {
      const recent = await countHostMessagesSentSince({ hostId: message.hostId, since: new Date(now.getTime() - MINUTE) });
      allowance.set(message.hostId, deps.ratePerMinute - recent);
    }
    const left = allowance.get(message.hostId) ?? 0;
    if (left > 0) {
      allowance.set(message.hostId, left - 1);
      send.push(message);
    } else {
      await deferOutboxMessage({ id: message.id, until: new Date(now.getTime() + MINUTE) });
      deferred += 1;
    }
  }
  return { send, deferred };
}

/** One pass: due reminders and follow-ups are queued, then due messages are sent until none is left (or `maxBatches`). */
export async function runDelivery(
  deps: DeliveryDeps,
  { now = new Date(), maxBatches = 20 }: { now?: Date; maxBatches?: number } = {},
): Promise<DeliveryReport> {
  const report: DeliveryReport = {
    queuedReminders: 0,
    skippedReminders: 0,
    queuedFollowUps: 0,
    skippedFollowUps: 0,
    sent: 0,
    retrying: 0,
    failed: 0,
    skipped: 0,
    deferred: 0,
  };
  const reminders = await enqueueDueReminders({ origin: deps.origin, now });
  report.queuedReminders = reminders.queued;
  report.skippedReminders = reminders.skipped;
  const followUps = await enqueueDueFollowUps({ origin: deps.origin, now });
  report.queuedFollowUps = followUps.queued;
  report.skippedFollowUps = followUps.skipped;
  await releaseStaleOutboxClaims({ now });
  const cache = newComposeCache();
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const claimed = await claimDueOutboxMessages({ now, limit: BATCH });
    if (!claimed.length) break;
    const { send, deferred } = await withinHostCaps(claimed, deps, now);
    report.deferred += deferred;
    for (let i = 0; i < send.length; i += PARALLEL_SENDS) {
      const outcomes = await Promise.all(send.slice(i, i + PARALLEL_SENDS).map((message) => sendOne(message, deps, now, cache)));
      for (const outcome of outcomes) {
        if (outcome === "sent") report.sent += 1;
        else if (outcome === "retry") report.retrying += 1;
        else if (outcome === "failed") report.failed += 1;
        else report.skipped += 1;
      }
    }
    if (claimed.length < BATCH) break;
  }
  return report;
}

export function deliveryDepsFromConfig(config = getConfig()): DeliveryDeps {
  return {
    mail: mailTransportFor(config),
    sms: smsSenderFor(config),
    origin: publicOrigin(config),
    mailFrom: config.MAIL_FROM,
    ratePerMinute: config.MAIL_RATE_PER_MINUTE,
  };
}

const didWork = (report: object) => Object.values(report).some((count) => count > 0);

/** Runs `pass` every `pollMs` (one at a time) until the server stops, logging the passes that did something. */
function everyPoll(name: string, pass: () => Promise<object>, pollMs: number, onStop: () => void = () => {}) {
  const logger = getLogger();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = pass()
      .then((report) => {
        if (didWork(report)) logger.info({ [name]: report }, `${name} pass`);
      })
      .catch((error: unknown) => {
        // An outage is logged once, not every pass; the claimed work is released and retried after it.
        if (isDatabaseUnavailable(error)) reportDatabaseUnavailable(error);
        else logger.error({ err: error }, `${name} pass failed`);
      })
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, pollMs);
      });
  };
  timer = setTimeout(tick, Math.min(1000, pollMs));
  onShutdown(async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
    onStop();
  });
}

/** Runs delivery (and, beside it, outgoing webhooks) every DELIVERY_POLL_MS in this process until the server stops. */
export function startDelivery(config = getConfig()) {
  if (config.DELIVERY_WORKER === "off") return;
  const deps = deliveryDepsFromConfig(config);
  const webhooks = webhookDepsFromConfig(config);
  everyPoll(
    "delivery",
    () => runDelivery(deps),
    config.DELIVERY_POLL_MS,
    () => deps.mail.close(),
  );
  everyPoll("webhooks", () => runWebhookDeliveries(webhooks), config.DELIVERY_POLL_MS);
}
