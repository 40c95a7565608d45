import { randomBytes } from "node:crypto";
import { Migrator } from "kysely";
import { sql, type ColumnType, type Kysely } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../db";
import type { AppDatabase, Database } from "../../db";
import { migrateToLatest } from "../../db/migrate";
import type { HandoutTables } from "../../db/schema/handouts";
import type { TeamTables } from "../../db/schema/team";
import type { ReplayTables } from "../../db/schema/replays";
import type { OnDemandTables } from "../../db/schema/on-demand";
import type { WebhookTables } from "../../db/schema/webhooks";
import type { ProcessHeartbeatTables } from "../../db/schema/process-heartbeats";
import type { ChatFilterTables } from "../../db/schema/chat-filters";
import type { HostSettingsTables } from "../../db/schema/host-settings";
import type { ModerationTables } from "../../db/schema/moderation";
import type { ProductTables } from "../../db/schema/product";
import type { RecordingTables } from "../../db/schema/recordings";
import type { SellingTables } from "../../db/schema/selling";
import { migrations } from "../../migrations";

// Runs on a fresh in-memory SQLite database, and in the PostgreSQL pass (TEST_DB=postgres) on a
// throwaway database beside TEST_DATABASE_URL.

const now = () => new Date().toISOString();
const token = () => randomBytes(16).toString("base64url");
const snake = (name: string) => name.replace(/[A-Z]/g, (m) => `_${m.toLowerCase()}`);

/** How a column behaves on insert, derived from its TypeScript type. */
type Kind<C> = [C] extends [ColumnType<infer S, infer I, infer _U>]
  ? undefined extends I
    ? "generated"
    : null extends S
      ? "nullable"
      : "required"
  : null extends C
    ? "nullable"
    : "required";
type Shape<T> = { [Table in keyof T]: { [Col in keyof T[Table]]: Kind<T[Table][Col]> } };

// Type-checked against ProductTables: a missing, extra or differently-typed column fails tsc,
// and the test below compares it with what the migration really created.
const productShape: Shape<ProductTables> = {
  events: {
    id: "generated",
    hostId: "required",
    title: "required",
    description: "nullable",
    category: "generated",
    scheduledAt: "required",
    durationMinutes: "generated",
    timezone: "generated",
    status: "generated",
    coverImageUrl: "nullable",
    hostName: "nullable",
    hostBio: "nullable",
    maxAttendees: "nullable",
    registrationRequired: "generated",
    isPublic: "generated",
    requireAuthentication: "generated",
    passcode: "nullable",
    enableQa: "generated",
    enableChat: "generated",
    enablePolls: "generated",
    enableRecording: "generated",
    recordingLocation: "generated",
    enableWaitingRoom: "generated",
    muteMembersOnEntry: "generated",
    qaAnonymous: "generated",
    wentLiveAt: "nullable",
    endedAt: "nullable",
    createdAt: "required",
    updatedAt: "required",
  },
  reminderConfigs: {
    id: "generated",
    eventId: "required",
    type: "required",
    timing: "required",
    message: "required",
    subject: "nullable",
    enabled: "generated",
    scheduleTime: "nullable",
    createdAt: "required",
    updatedAt: "required",
    dispatchedFor: "nullable",
    dispatchOutcome: "nullable",
  },
  registrations: {
    id: "generated",
    eventId: "required",
    firstName: "required",
    lastName: "required",
    email: "required",
    emailNormalized: "required",
    company: "nullable",
    jobTitle: "nullable",
    phone: "nullable",
    questions: "nullable",
    timezone: "required",
    accessToken: "required",
    customerType: "generated",
    lifetimeValueCents: "generated",
    smsConsent: "generated",
    unsubscribedAt: "nullable",
    registeredAt: "required",
    emailConfirmedAt: "nullable",
  },
  invitations: {
    id: "generated",
    eventId: "required",
    email: "required",
    title: "nullable",
    token: "required",
    sentAt: "nullable",
    acceptedAt: "nullable",
    createdAt: "required",
  },
  inviteRequests: {
    id: "generated",
    firstName: "required",
    lastName: "nullable",
    email: "required",
    emailNormalized: "required",
    company: "nullable",
    role: "nullable",
    phone: "nullable",
    eventInterest: "nullable",
    message: "nullable",
    consentSms: "generated",
    newsletter: "generated",
    requestCount: "generated",
    createdAt: "required",
    updatedAt: "required",
  },
  streams: {
    id: "generated",
    streamId: "required",
    hostId: "required",
    eventId: "nullable",
    title: "required",
    provider: "generated",
    providerStreamId: "nullable",
    streamKey: "nullable",
    ingestUrl: "nullable",
    playbackId: "nullable",
    isLive: "generated",
    testLive: "generated",
    testStreamEndsAt: "nullable",
    status: "generated",
    lastProviderEventAt: "nullable",
    chatOpen: "generated",
    roomOpen: "generated",
    slowModeSeconds: "generated",
    createdAt: "required",
    updatedAt: "required",
  },
  viewers: {
    id: "generated",
    streamId: "required",
    registrationId: "nullable",
    email: "required",
    emailNormalized: "required",
    firstName: "required",
    phone: "nullable",
    uniqueId: "required",
    isKicked: "generated",
    isShadowbanned: "generated",
    passcodeProof: "nullable",
    emailConfirmedAt: "nullable",
    timedOutUntil: "nullable",
    lastChatAt: "nullable",
    createdAt: "required",
  },
  chatMessages: {
    id: "generated",
    streamId: "required",
    viewerId: "nullable",
    isStreamer: "generated",
    message: "required",
    status: "generated",
    stickyOrder: "nullable",
    createdAt: "required",
    updatedAt: "required",
    authorUserId: "nullable",
    authorRole: "nullable",
    authorName: "nullable",
    onDemandSessionId: "nullable",
  },
  overlays: {
    id: "generated",
    streamId: "required",
    type: "required",
    isActive: "generated",
    config: "required",
    createdAt: "required",
    updatedAt: "required",
  },
  gifSoundPresets: {
    id: "generated",
    streamId: "required",
    config: "required",
    createdAt: "required",
  },
  landingPageSettings: {
    id: "generated",
    streamId: "required",
    isVisible: "generated",
    activePage: "generated",
    customTitle: "nullable",
    customDescription: "nullable",
    customHostName: "nullable",
    customHostBio: "nullable",
    customOfferTitle: "nullable",
    customOfferPrice: "nullable",
    customUrl: "nullable",
    customOfferFeatures: "generated",
    updatedAt: "required",
  },
  purchases: {
    id: "generated",
    hostId: "required",
    eventId: "nullable",
    streamId: "nullable",
    viewerId: "nullable",
    registrationId: "nullable",
    emailNormalized: "required",
    productName: "required",
    amountCents: "required",
    currency: "generated",
    source: "required",
    externalId: "nullable",
    purchasedAt: "required",
    offerId: "nullable",
    status: "generated",
    refundedCents: "generated",
    refundedAt: "nullable",
    buyerFirstName: "nullable",
    buyerCity: "nullable",
    attribution: "generated",
    refundReason: "nullable",
    stripeRefundId: "nullable",
  },
  viewerAttendance: {
    id: "generated",
    viewerId: "required",
    streamId: "required",
    joinedAt: "required",
    leftAt: "nullable",
    lastSeenAt: "nullable",
  },
  liveEvents: {
    id: "generated",
    streamId: "required",
    type: "required",
    payload: "required",
    viewerId: "nullable",
    createdAt: "required",
    hostOnly: "generated",
  },
  providerWebhookEvents: {
    id: "required",
    receivedAt: "required",
  },
  outboxMessages: {
    id: "generated",
    hostId: "required",
    kind: "required",
    channel: "generated",
    toAddress: "required",
    subject: "nullable",
    bodyText: "required",
    payload: "generated",
    eventId: "nullable",
    registrationId: "nullable",
    invitationId: "nullable",
    reminderConfigId: "nullable",
    dedupeKey: "nullable",
    status: "generated",
    sendAfter: "required",
    sentAt: "nullable",
    attempts: "generated",
    lastError: "nullable",
    createdAt: "required",
    claimedAt: "nullable",
    expiresAt: "nullable",
    providerMessageId: "nullable",
  },
  emailSuppressions: {
    id: "generated",
    hostId: "nullable",
    emailNormalized: "required",
    reason: "required",
    detail: "nullable",
    createdAt: "required",
  },
  rateLimitHits: {
    id: "generated",
    bucket: "required",
    key: "required",
    createdAt: "required",
  },
  rateLimitBuckets: {
    bucket: "required",
    key: "required",
    tokens: "required",
    updatedAt: "required",
  },
  streamHearts: {
    id: "generated",
    streamId: "required",
    viewerId: "nullable",
    createdAt: "required",
  },
  overlayPresets: {
    id: "generated",
    streamId: "required",
    name: "required",
    items: "required",
    createdAt: "required",
  },
  questions: {
    id: "generated",
    hostId: "required",
    streamId: "required",
    viewerId: "required",
    text: "required",
    anonymous: "generated",
    status: "generated",
    voteCount: "generated",
    createdAt: "required",
    updatedAt: "required",
  },
  questionVotes: {
    id: "generated",
    questionId: "required",
    viewerId: "required",
    createdAt: "required",
  },
};

// The same check for the handout tables (0021_handouts).
const handoutShape: Shape<HandoutTables> = {
  handouts: {
    id: "generated",
    eventId: "required",
    kind: "required",
    title: "required",
    fileName: "nullable",
    contentType: "nullable",
    bytes: "nullable",
    storageKey: "nullable",
    url: "nullable",
    createdAt: "required",
  },
  handoutDownloads: {
    id: "generated",
    handoutId: "required",
    viewerId: "nullable",
    createdAt: "required",
  },
};

// The same check for the team tables (0025_team).
const teamShape: Shape<TeamTables> = {
  teamMembers: { id: "generated", hostId: "required", userId: "required", role: "required", createdAt: "required" },
  teamInvitations: {
    id: "generated",
    hostId: "required",
    email: "required",
    role: "required",
    tokenHash: "required",
    createdAt: "required",
    expiresAt: "required",
    acceptedAt: "nullable",
    revokedAt: "nullable",
  },
};

// The same check for the replay tables (0026_replays).
const replayShape: Shape<ReplayTables> = {
  replays: {
    id: "generated",
    eventId: "required",
    hostId: "required",
    recordingId: "nullable",
    muxAssetId: "nullable",
    muxPlaybackId: "nullable",
    sourceStartedAt: "nullable",
    durationMs: "generated",
    published: "generated",
    publishedAt: "nullable",
    expiresAt: "nullable",
    trimStartMs: "generated",
    trimEndMs: "nullable",
    createdAt: "required",
    updatedAt: "required",
  },
  replayChapters: { id: "generated", eventId: "required", hostId: "required", at: "required", title: "required", createdAt: "required" },
  stageMarks: { id: "generated", streamId: "required", hostId: "required", kind: "required", refId: "nullable", payload: "required", at: "required" },
  followUpConfigs: {
    id: "generated",
    eventId: "required",
    audience: "required",
    delayMinutes: "required",
    subject: "required",
    message: "required",
    enabled: "generated",
    skipBuyers: "generated",
    dispatchedAt: "nullable",
    createdAt: "required",
    updatedAt: "required",
  },
  replayViews: {
    id: "generated",
    eventId: "required",
    registrationId: "nullable",
    mode: "required",
    startedAt: "required",
    lastSeenAt: "required",
    watchedSeconds: "generated",
    minutes: "generated",
  },
  replayLinkClicks: { id: "generated", eventId: "required", registrationId: "nullable", followUpId: "nullable", clickedAt: "required" },
};

// The same check for the on-demand tables (0027_on_demand).
const onDemandShape: Shape<OnDemandTables> = {
  onDemandSettings: {
    id: "generated",
    eventId: "required",
    hostId: "required",
    enabled: "generated",
    everyMinutes: "nullable",
    dailyTimes: "generated",
    upcomingCount: "generated",
    createdAt: "required",
    updatedAt: "required",
  },
  onDemandSessions: { id: "generated", eventId: "required", kind: "required", startsAt: "required", createdAt: "required" },
  onDemandSeats: {
    id: "generated",
    sessionId: "required",
    registrationId: "required",
    viewerId: "required",
    createdAt: "required",
    joinedAt: "nullable",
  },
};

// The same check for the webhook tables (0028_webhooks).
const webhookShape: Shape<WebhookTables> = {
  webhookEndpoints: {
    id: "generated",
    hostId: "required",
    url: "required",
    events: "required",
    secret: "required",
    previousSecret: "nullable",
    previousSecretUntil: "nullable",
    enabled: "generated",
    disabledReason: "nullable",
    disabledAt: "nullable",
    failingSince: "nullable",
    createdAt: "required",
    updatedAt: "required",
  },
  webhookDeliveries: {
    id: "generated",
    endpointId: "required",
    hostId: "required",
    eventId: "required",
    type: "required",
    body: "required",
    status: "generated",
    attempts: "generated",
    nextAttemptAt: "required",
    claimedAt: "nullable",
    lastResponseCode: "nullable",
    lastDurationMs: "nullable",
    lastError: "nullable",
    createdAt: "required",
    deliveredAt: "nullable",
  },
};

const processHeartbeatShape: Shape<ProcessHeartbeatTables> = {
  processHeartbeats: { role: "required", seenAt: "required", startedAt: "required", problem: "nullable" },
};

// The same check for the chat filter table (0023_blocked_words); its key is the host's id (SQLite
// calls an integer primary key auto-incrementing: only defaults count as generated here).
const chatFilterShape: Shape<ChatFilterTables> = {
  chatFilters: {
    userId: "required",
    words: "generated",
    mode: "generated",
    links: "generated",
    version: "generated",
    updatedAt: "required",
  },
};

// The same check for the moderation log (0024_moderation).
const moderationShape: Shape<ModerationTables> = {
  moderationLog: {
    id: "generated",
    streamId: "required",
    actorUserId: "nullable",
    action: "required",
    viewerId: "nullable",
    messageId: "nullable",
    details: "generated",
    createdAt: "required",
  },
};

/** Tables added by 0003_events_delivery (dropped by its down migration). */
const deliveryTables = ["outbox_messages", "rate_limit_hits"];
/** Tables added by 0005_hearts. */
const heartTables = ["stream_hearts"];
/** Tables added by 0006_overlay_presets. */
const overlayPresetTables = ["overlay_presets"];
/** Tables added by 0007_invite_requests (which also rebuilds invite_requests). */
const resetTables = ["password_reset_requests"];
/** Tables added by 0008_host_settings. */
const hostSettingsTables = ["host_settings"];
/** Tables added by 0009_api_keys. */
const apiKeyTables = ["api_keys"];
/** Tables added by 0010_mail_delivery (email_suppressions is a product table). */
const mailDeliveryTables = ["password_reset_tokens"];
/** Tables added by 0011_sign_in_throttle. */
const signInThrottleTables = ["sign_in_unlock_tokens"];
/** Tables added by 0013_two_factor. */
const twoFactorTables = ["two_factor_challenges", "two_factor_credentials", "two_factor_devices", "two_factor_recovery_codes"];
/** Tables added by 0015_recordings. */
const recordingTables = ["recordings"];
/** Tables added by 0016_selling. */
const sellingTables = ["offer_reservations", "offers"];
/** Tables added by 0021_handouts. */
const handoutTables = ["handout_downloads", "handouts"];
/** Tables added by 0020_polls. */
const pollTables = ["poll_ballot_options", "poll_ballots", "poll_options", "polls"];
/** Tables added by 0023_blocked_words. */
const chatFilterTables = ["chat_filters"];
/** Tables added by 0025_team. */
const teamTables = ["team_invitations", "team_members"];
/** Tables added by 0026_replays. */
const replayTables = ["follow_up_configs", "replay_chapters", "replay_link_clicks", "replay_views", "replays", "stage_marks"];
/** Tables added by 0027_on_demand. */
const onDemandTables = ["on_demand_seats", "on_demand_sessions", "on_demand_settings"];
/** Tables added by 0028_webhooks. */
const webhookTables = ["webhook_deliveries", "webhook_endpoints"];
/** Tables added by 0033_process_heartbeats. */
const processHeartbeatTables = ["process_heartbeats"];
/** Tables added by 0024_moderation. */
const moderationTables = ["moderation_log"];
const among = (tables: string[]) => (table: string) => tables.includes(table);
const ALL_MIGRATIONS = [
  "0001_accounts",
  "0002_product",
  "0003_events_delivery",
  "0004_watch_presence",
  "0005_hearts",
  "0006_overlay_presets",
  "0007_invite_requests",
  "0008_host_settings",
  "0009_api_keys",
  "0010_mail_delivery",
  "0011_sign_in_throttle",
  "0012_shared_rate_limits",
  "0013_two_factor",
  "0014_self_hosted_video",
  "0015_recordings",
  "0016_selling",
  "0017_chat_open",
  "0018_waiting_room",
  "0019_questions",
  "0020_polls",
  "0021_handouts",
  "0022_room_gates",
  "0023_blocked_words",
  "0024_moderation",
  "0025_team",
  "0026_replays",
  "0027_on_demand",
  "0028_webhooks",
  "0029_api_key_scopes",
  "0030_sold_out_refunds",
  "0031_test_broadcasts",
  "0032_test_stream_requests",
  "0033_process_heartbeats",
];

const accountTables = ["auth_failures", "sessions", "users"];

interface Target {
  name: string;
  open(): Promise<AppDatabase>;
  cleanup(): Promise<void>;
}

function sqliteTarget(): Target {
  return { name: "SQLite", open: async () => createDb(":memory:"), cleanup: async () => {} };
}

function postgresTarget(adminUrl: string): Target {
  const name = `schema_test_${randomBytes(6).toString("hex")}`;
  const admin = async <T>(fn: (client: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return await fn(client);
    } finally {
      await client.end();
    }
  };
  return {
    name: "PostgreSQL",
    async open() {
      await admin((c) => c.query(`create database "${name}"`));
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return createDb(url.toString());
    },
    async cleanup() {
      await admin((c) => c.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

async function migrator(db: Kysely<Database>) {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

const migrateUp = (db: Kysely<Database>) => migrateToLatest(db);

async function tableNames(db: Kysely<Database>) {
  return (await db.introspection.getTables()).map((t) => t.name).sort();
}

async function insertHost(db: Kysely<Database>, label: string) {
  const email = `${label}-${token()}@example.com`.toLowerCase();
  const { id } = await db
    .insertInto("users")
    .values({ email, emailNormalized: email, firstName: label, lastName: "Host", createdAt: now(), updatedAt: now() })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

async function insertEvent(db: Kysely<Database>, hostId: number) {
  const { id } = await db
    .insertInto("events")
    .values({ hostId, title: "Launch webinar", scheduledAt: "2030-01-01T15:00:00.000Z", createdAt: now(), updatedAt: now() })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

async function insertStream(db: Kysely<Database>, hostId: number, eventId: number | null) {
  const { id } = await db
    .insertInto("streams")
    .values({ streamId: token(), hostId, eventId, title: "Main stream", createdAt: now(), updatedAt: now() })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

async function insertViewer(db: Kysely<Database>, streamId: number, email: string, uniqueId = token()) {
  const { id } = await db
    .insertInto("viewers")
    .values({ streamId, email, emailNormalized: email.toLowerCase(), firstName: "Vera", uniqueId, createdAt: now() })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** Everything one host owns, seeded through every product table. */
async function seedHost(db: Kysely<Database>, label: string) {
  const hostId = await insertHost(db, label);
  const eventId = await insertEvent(db, hostId);
  const streamId = await insertStream(db, hostId, eventId);
  const { id: registrationId } = await db
    .insertInto("registrations")
    .values({
      eventId,
      firstName: "Rita",
      lastName: "Reg",
      email: "Rita@Example.com",
      emailNormalized: "rita@example.com",
      timezone: "America/Chicago",
      accessToken: token(),
      registeredAt: now(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const viewerId = await insertViewer(db, streamId, "Vera@Example.com");
  await db.updateTable("viewers").set({ registrationId }).where("id", "=", viewerId).execute();
  await db
    .insertInto("reminderConfigs")
    .values({ eventId, type: "email", timing: "1d", message: "Tomorrow!", subject: "Reminder", createdAt: now(), updatedAt: now() })
    .execute();
  await db.insertInto("invitations").values({ eventId, email: "guest@example.com", title: "Join us", token: token(), createdAt: now() }).execute();
  await db
    .insertInto("chatMessages")
    .values([
      // Multi-row inserts must spell out every column: Kysely fills gaps with NULL on SQLite.
      { streamId, viewerId, isStreamer: 0, message: "Hello!", createdAt: now(), updatedAt: now() },
      { streamId, viewerId: null, isStreamer: 1, message: "Welcome", createdAt: now(), updatedAt: now() },
    ])
    .execute();
  await db
    .insertInto("overlays")
    .values({ streamId, type: "countdown", isActive: 1, config: JSON.stringify({ minutes: 5 }), createdAt: now(), updatedAt: now() })
    .execute();
  await db
    .insertInto("gifSoundPresets")
    .values({ streamId, config: JSON.stringify({ name: "Cheer", gifUrl: "a.gif", soundUrl: "a.mp3" }), createdAt: now() })
    .execute();
  await db.insertInto("landingPageSettings").values({ streamId, updatedAt: now() }).execute();
  await db
    .insertInto("purchases")
    .values({
      hostId,
      eventId,
      streamId,
      viewerId,
      registrationId,
      emailNormalized: "vera@example.com",
      productName: "Course",
      amountCents: 19_700,
      source: "stripe",
      externalId: `ch_${token()}`,
      purchasedAt: now(),
    })
    .execute();
  await db.insertInto("viewerAttendance").values({ viewerId, streamId, joinedAt: now() }).execute();
  await db.insertInto("streamHearts").values({ streamId, viewerId, createdAt: now() }).execute();
  const { id: questionId } = await db
    .insertInto("questions")
    .values({ hostId, streamId, viewerId, text: "Will there be a replay?", voteCount: 1, createdAt: now(), updatedAt: now() })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db.insertInto("questionVotes").values({ questionId, viewerId, createdAt: now() }).execute();
  await db
    .insertInto("overlayPresets")
    .values({ streamId, name: "Opening", items: JSON.stringify([{ type: "countdown", config: { minutes: 5 } }]), createdAt: now() })
    .execute();
  await db
    .insertInto("outboxMessages")
    .values({ hostId, kind: "invitation", toAddress: "guest@example.com", bodyText: "Join us", eventId, sendAfter: now(), createdAt: now() })
    .execute();
  const { id: liveEventId } = await db
    .insertInto("liveEvents")
    .values({ streamId, type: "chat_message", payload: JSON.stringify({ message: "Hello!" }), viewerId: null, createdAt: now() })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { hostId, eventId, streamId, viewerId, registrationId, liveEventId };
}

const productTableNames = Object.keys(productShape) as (keyof ProductTables)[];

async function countsFor(db: Kysely<Database>, hostId: number) {
  const counts: Record<string, number> = {};
  const count = async (q: { executeTakeFirstOrThrow(): Promise<{ n: number | string | bigint }> }) => Number((await q.executeTakeFirstOrThrow()).n);
  const streamIds = db.selectFrom("streams").select("id").where("hostId", "=", hostId);
  const eventIds = db.selectFrom("events").select("id").where("hostId", "=", hostId);
  for (const table of ["events", "streams", "purchases", "outboxMessages"] as const) {
    counts[table] = await count(
      db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as("n"))
        .where("hostId", "=", hostId),
    );
  }
  for (const table of ["registrations", "reminderConfigs", "invitations"] as const) {
    counts[table] = await count(
      db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as("n"))
        .where("eventId", "in", eventIds),
    );
  }
  for (const table of [
    "viewers",
    "chatMessages",
    "overlays",
    "gifSoundPresets",
    "landingPageSettings",
    "viewerAttendance",
    "liveEvents",
    "streamHearts",
    "overlayPresets",
    "questions",
  ] as const) {
    counts[table] = await count(
      db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as("n"))
        .where("streamId", "in", streamIds),
    );
  }
  counts.questionVotes = await count(
    db
      .selectFrom("questionVotes")
      .innerJoin("questions", "questions.id", "questionVotes.questionId")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("questions.hostId", "=", hostId),
  );
  return counts;
}

const postgresUrl = process.env.TEST_DB === "postgres" ? process.env.TEST_DATABASE_URL : undefined;
for (const target of [postgresUrl ? postgresTarget(postgresUrl) : sqliteTarget()]) {
  describe(`database schema on ${target.name}`, () => {
    let app: AppDatabase;
    let db: Kysely<Database>;

    beforeAll(async () => {
      app = await target.open();
      db = app.db;
    }, 30_000);

    afterAll(async () => {
      await app?.close();
      await target.cleanup();
    }, 30_000);

    it("migrates a fresh database to the latest version", async () => {
      expect(await tableNames(db)).toEqual([]);
      expect(await migrateUp(db)).toEqual(ALL_MIGRATIONS);
      expect(await migrateUp(db)).toEqual([]);
      expect(await tableNames(db)).toEqual(
        [
          ...accountTables,
          ...resetTables,
          ...mailDeliveryTables,
          ...signInThrottleTables,
          ...hostSettingsTables,
          ...apiKeyTables,
          ...twoFactorTables,
          ...recordingTables,
          ...sellingTables,
          ...handoutTables,
          ...pollTables,
          ...chatFilterTables,
          ...teamTables,
          ...moderationTables,
          ...replayTables,
          ...onDemandTables,
          ...webhookTables,
          ...processHeartbeatTables,
          ...productTableNames.map(snake),
        ].sort(),
      );
    });

    it("creates exactly the columns the Database types describe", async () => {
      const tables = await db.introspection.getTables();
      for (const table of productTableNames) {
        const meta = tables.find((t) => t.name === snake(table));
        expect(meta, table).toBeDefined();
        const actual = Object.fromEntries(
          (meta?.columns ?? []).map((c) => [
            c.name,
            c.isAutoIncrementing || c.hasDefaultValue ? "generated" : c.isNullable ? "nullable" : "required",
          ]),
        );
        const expected = Object.fromEntries(Object.entries(productShape[table]).map(([k, v]) => [snake(k), v]));
        expect(actual, table).toEqual(expected);
      }
      for (const [table, shape] of [
        ...Object.entries(handoutShape),
        ...Object.entries(teamShape),
        ...Object.entries(moderationShape),
        ...Object.entries(replayShape),
        ...Object.entries(onDemandShape),
        ...Object.entries(webhookShape),
        ...Object.entries(processHeartbeatShape),
      ]) {
        const meta = tables.find((t) => t.name === snake(table));
        const actual = Object.fromEntries(
          (meta?.columns ?? []).map((c) => [
            c.name,
            c.isAutoIncrementing || c.hasDefaultValue ? "generated" : c.isNullable ? "nullable" : "required",
          ]),
        );
        expect(actual, table).toEqual(Object.fromEntries(Object.entries(shape).map(([k, v]) => [snake(k), v])));
      }
    });

    it("creates the chat filter table as its type describes", async () => {
      const tables = await db.introspection.getTables();
      for (const [table, shape] of Object.entries(chatFilterShape)) {
        const meta = tables.find((t) => t.name === snake(table));
        const actual = Object.fromEntries(
          (meta?.columns ?? []).map((c) => [c.name, c.hasDefaultValue ? "generated" : c.isNullable ? "nullable" : "required"]),
        );
        expect(actual, table).toEqual(Object.fromEntries(Object.entries(shape).map(([k, v]) => [snake(k), v])));
      }
    });

    it("runs the down migrations cleanly and migrates up again", async () => {
      const m = await migrator(db);
      const columnsOf = async (table: string) => (await db.introspection.getTables()).find((t) => t.name === table)?.columns.map((c) => c.name);
      /** Rolls back the newest migration, which must be `migrationName`, and checks it went cleanly. */
      const migrateDownTo = async (migrationName: string) => {
        const step = await m.migrateDown();
        expect(step.error).toBeUndefined();
        expect(step.results).toEqual([{ migrationName, direction: "Down", status: "Success" }]);
      };
      // What each down step takes away: the migration's own tables, and the columns it added to older ones.
      const removals: { migration: string; tables?: (table: string) => boolean; columns?: Record<string, string[]> }[] = [
        { migration: "0033_process_heartbeats", tables: among(processHeartbeatTables) },
        { migration: "0032_test_stream_requests", columns: { streams: ["test_stream_ends_at"] } },
        { migration: "0031_test_broadcasts", columns: { streams: ["test_live"] } },
        { migration: "0030_sold_out_refunds", columns: { purchases: ["refund_reason"] } },
        { migration: "0029_api_key_scopes", columns: { api_keys: ["scope"] } },
        { migration: "0028_webhooks", tables: among(webhookTables) },
        { migration: "0027_on_demand", tables: among(onDemandTables), columns: { chat_messages: ["on_demand_session_id"] } },
        { migration: "0026_replays", tables: among(replayTables), columns: { purchases: ["attribution"] } },
        { migration: "0025_team", tables: among(teamTables), columns: { chat_messages: ["author_role"] } },
        {
          migration: "0024_moderation",
          tables: among(moderationTables),
          columns: { streams: ["slow_mode_seconds"], viewers: ["timed_out_until", "last_chat_at"] },
        },
        { migration: "0023_blocked_words", tables: among(chatFilterTables) },
        { migration: "0022_room_gates", columns: { viewers: ["passcode_proof"], registrations: ["email_confirmed_at"] } },
        { migration: "0021_handouts", tables: among(handoutTables) },
        { migration: "0020_polls", tables: among(pollTables) },
        { migration: "0019_questions", tables: (table) => table.startsWith("question"), columns: { events: ["qa_anonymous"] } },
        { migration: "0018_waiting_room", columns: { streams: ["room_open"] } },
        { migration: "0017_chat_open", columns: { streams: ["chat_open"] } },
        { migration: "0016_selling", tables: among(sellingTables), columns: { purchases: ["offer_id"] } },
        { migration: "0015_recordings", tables: among(recordingTables) },
        { migration: "0014_self_hosted_video", columns: { live_events: ["host_only"] } },
      ];
      for (const { migration, tables, columns = {} } of removals) {
        await migrateDownTo(migration);
        if (tables) expect((await tableNames(db)).filter(tables), migration).toEqual([]);
        for (const [table, gone] of Object.entries(columns)) {
          const left = await columnsOf(table);
          for (const column of gone) expect(left, `${migration}: ${table}.${column}`).not.toContain(column);
        }
      }
      await migrateDownTo("0013_two_factor");
      const latest = await tableNames(db);
      expect(latest.filter((t) => twoFactorTables.includes(t))).toEqual([]);
      await migrateDownTo("0012_shared_rate_limits");
      const all = latest.filter((t) => t !== "rate_limit_buckets");
      expect(await tableNames(db)).toEqual(all);
      await migrateDownTo("0011_sign_in_throttle");
      expect(await tableNames(db)).toEqual(all.filter((t) => !signInThrottleTables.includes(t)));
      await migrateDownTo("0010_mail_delivery");
      const beforeMail = all.filter((t) => !signInThrottleTables.includes(t) && !mailDeliveryTables.includes(t) && t !== "email_suppressions");
      expect(await tableNames(db)).toEqual(beforeMail);
      expect(await columnsOf("outbox_messages")).not.toContain("claimed_at");
      expect(await columnsOf("reminder_configs")).not.toContain("dispatched_for");
      expect(await columnsOf("host_settings")).not.toContain("postal_address");
      await migrateDownTo("0009_api_keys");
      expect(await tableNames(db)).toEqual(beforeMail.filter((t) => !apiKeyTables.includes(t)));
      await migrateDownTo("0008_host_settings");
      expect(await tableNames(db)).toEqual(beforeMail.filter((t) => !apiKeyTables.includes(t) && !hostSettingsTables.includes(t)));
      const withoutApiKeys = beforeMail.filter((t) => !apiKeyTables.includes(t) && !hostSettingsTables.includes(t));

      await migrateDownTo("0007_invite_requests");
      expect(await tableNames(db)).toEqual(withoutApiKeys.filter((t) => !resetTables.includes(t)));
      expect(await columnsOf("invite_requests")).not.toContain("email_normalized");

      // Rebuilding a filled table keeps the newest request of each e-mail, whatever its case.
      for (const [firstName, email, createdAt] of [
        ["Old", " Dup@Example.com", "2030-01-01T00:00:00.000Z"],
        ["Other", "other@example.com", "2030-01-02T00:00:00.000Z"],
        ["New", "dup@example.COM", "2030-01-03T00:00:00.000Z"],
      ]) {
        await sql`insert into invite_requests (first_name, email, created_at) values (${firstName}, ${email}, ${createdAt})`.execute(db);
      }
      const again = await m.migrateUp();
      expect(again.results).toEqual([{ migrationName: "0007_invite_requests", direction: "Up", status: "Success" }]);
      const kept = await db
        .selectFrom("inviteRequests")
        .select(["firstName", "email", "emailNormalized", "requestCount", "updatedAt"])
        .orderBy("id")
        .execute();
      expect(kept).toEqual([
        {
          firstName: "Other",
          email: "other@example.com",
          emailNormalized: "other@example.com",
          requestCount: 1,
          updatedAt: "2030-01-02T00:00:00.000Z",
        },
        { firstName: "New", email: "dup@example.COM", emailNormalized: "dup@example.com", requestCount: 1, updatedAt: "2030-01-03T00:00:00.000Z" },
      ]);
      expect((await m.migrateDown()).error).toBeUndefined();
      expect(await db.selectFrom("inviteRequests").select("firstName").orderBy("id").execute()).toEqual([
        { firstName: "Other" },
        { firstName: "New" },
      ]);

      await migrateDownTo("0006_overlay_presets");
      expect(await tableNames(db)).toEqual(withoutApiKeys.filter((t) => !overlayPresetTables.includes(t) && !resetTables.includes(t)));

      await migrateDownTo("0005_hearts");
      expect(await tableNames(db)).toEqual(
        withoutApiKeys.filter((t) => !heartTables.includes(t) && !overlayPresetTables.includes(t) && !resetTables.includes(t)),
      );

      await migrateDownTo("0004_watch_presence");
      const attendance = (await db.introspection.getTables()).find((t) => t.name === "viewer_attendance");
      expect(attendance?.columns.map((c) => c.name)).not.toContain("last_seen_at");

      await migrateDownTo("0003_events_delivery");
      expect(await tableNames(db)).toEqual(
        withoutApiKeys.filter(
          (t) => !deliveryTables.includes(t) && !heartTables.includes(t) && !overlayPresetTables.includes(t) && !resetTables.includes(t),
        ),
      );

      await migrateDownTo("0002_product");
      expect(await tableNames(db)).toEqual(accountTables);

      await migrateDownTo("0001_accounts");
      expect(await tableNames(db)).toEqual([]);

      expect(await migrateUp(db)).toEqual(ALL_MIGRATIONS);
      expect(await tableNames(db)).toHaveLength(
        accountTables.length +
          resetTables.length +
          mailDeliveryTables.length +
          signInThrottleTables.length +
          hostSettingsTables.length +
          apiKeyTables.length +
          twoFactorTables.length +
          recordingTables.length +
          sellingTables.length +
          handoutTables.length +
          pollTables.length +
          chatFilterTables.length +
          teamTables.length +
          moderationTables.length +
          replayTables.length +
          onDemandTables.length +
          webhookTables.length +
          processHeartbeatTables.length +
          productTableNames.length,
      );
    });

    it("fills the spec's defaults", async () => {
      const { hostId, eventId, streamId, viewerId, registrationId } = await seedHost(db, "defaults");
      const event = await db.selectFrom("events").selectAll().where("id", "=", eventId).executeTakeFirstOrThrow();
      expect(event).toMatchObject({
        hostId,
        category: "webinar",
        durationMinutes: 60,
        timezone: "America/New_York",
        status: "scheduled",
        maxAttendees: null,
        registrationRequired: 1,
        isPublic: 1,
        requireAuthentication: 0,
        enableQa: 1,
        enableChat: 1,
        enablePolls: 0,
        enableRecording: 1,
        recordingLocation: "cloud",
        enableWaitingRoom: 0,
        muteMembersOnEntry: 1,
      });
      const stream = await db.selectFrom("streams").selectAll().where("id", "=", streamId).executeTakeFirstOrThrow();
      expect(stream).toMatchObject({ eventId, provider: "manual", isLive: 0, status: "idle", playbackId: null });
      const viewer = await db.selectFrom("viewers").selectAll().where("id", "=", viewerId).executeTakeFirstOrThrow();
      expect(viewer).toMatchObject({ registrationId, isKicked: 0, isShadowbanned: 0 });
      const registration = await db.selectFrom("registrations").selectAll().where("id", "=", registrationId).executeTakeFirstOrThrow();
      expect(registration).toMatchObject({ customerType: "new", lifetimeValueCents: 0, smsConsent: 0 });
      const messages = await db
        .selectFrom("chatMessages")
        .select(["status", "isStreamer", "stickyOrder"])
        .where("streamId", "=", streamId)
        .orderBy("id")
        .execute();
      expect(messages).toEqual([
        { status: "active", isStreamer: 0, stickyOrder: null },
        { status: "active", isStreamer: 1, stickyOrder: null },
      ]);
      const landing = await db.selectFrom("landingPageSettings").selectAll().where("streamId", "=", streamId).executeTakeFirstOrThrow();
      expect(landing).toMatchObject({ isVisible: 0, activePage: "offer", customOfferFeatures: "[]" });
      const purchase = await db.selectFrom("purchases").selectAll().where("hostId", "=", hostId).executeTakeFirstOrThrow();
      expect(purchase).toMatchObject({ amountCents: 19_700, currency: "USD" });
      const request = await db
        .insertInto("inviteRequests")
        .values({ firstName: "Ivy", email: "ivy@example.com", emailNormalized: "ivy@example.com", createdAt: now(), updatedAt: now() })
        .returning(["consentSms", "newsletter", "requestCount"])
        .executeTakeFirstOrThrow();
      expect(request).toEqual({ consentSms: 0, newsletter: 1, requestCount: 1 });
      await expect(
        db
          .insertInto("inviteRequests")
          .values({ firstName: "Ivy", email: "IVY@example.com", emailNormalized: "ivy@example.com", createdAt: now(), updatedAt: now() })
          .execute(),
      ).rejects.toThrow(/unique/i);
    });

    it("numbers live events in increasing order", async () => {
      const { streamId, liveEventId } = await seedHost(db, "sse");
      const next = await db
        .insertInto("liveEvents")
        .values({ streamId, type: "heart", payload: "{}", viewerId: null, createdAt: now() })
        .returning("id")
        .executeTakeFirstOrThrow();
      expect(next.id).toBeGreaterThan(liveEventId);
    });

    it("removes everything a host owns when the host is deleted, and nothing else", async () => {
      const doomed = await seedHost(db, "doomed");
      const kept = await seedHost(db, "kept");
      const before = await countsFor(db, doomed.hostId);
      for (const [table, n] of Object.entries(before)) expect(n, table).toBeGreaterThan(0);
      const keptBefore = await countsFor(db, kept.hostId);

      await db.deleteFrom("users").where("id", "=", doomed.hostId).execute();

      const after = await countsFor(db, doomed.hostId);
      for (const [table, n] of Object.entries(after)) expect(n, table).toBe(0);
      for (const table of ["viewers", "chatMessages", "liveEvents", "viewerAttendance", "streamHearts", "overlayPresets"] as const) {
        const left = await db.selectFrom(table).select("id").where("streamId", "=", doomed.streamId).execute();
        expect(left, table).toEqual([]);
      }
      expect(await countsFor(db, kept.hostId)).toEqual(keptBefore);
    });

    it("unlinks a stream from its deleted event and removes the event's registrations", async () => {
      const { eventId, streamId } = await seedHost(db, "unlink");
      await db.deleteFrom("events").where("id", "=", eventId).execute();
      const stream = await db.selectFrom("streams").select("eventId").where("id", "=", streamId).executeTakeFirstOrThrow();
      expect(stream.eventId).toBeNull();
      const registrations = await db.selectFrom("registrations").select("id").where("eventId", "=", eventId).execute();
      expect(registrations).toEqual([]);
    });

    it("rejects a second registration for the same event and e-mail", async () => {
      const hostId = await insertHost(db, "reg");
      const eventId = await insertEvent(db, hostId);
      const registration = (accessToken: string) => ({
        eventId,
        firstName: "Sam",
        lastName: "Same",
        email: "Sam@Example.com",
        emailNormalized: "sam@example.com",
        timezone: "Europe/Berlin",
        accessToken,
        registeredAt: now(),
      });
      await db.insertInto("registrations").values(registration(token())).execute();
      await expect(db.insertInto("registrations").values(registration(token())).execute()).rejects.toThrow(/unique/i);
      // The same person may register for another event.
      const otherEventId = await insertEvent(db, hostId);
      await db
        .insertInto("registrations")
        .values({ ...registration(token()), eventId: otherEventId })
        .execute();
    });

    it("rejects a reused viewer unique id and a second viewer with the same e-mail on a stream", async () => {
      const hostId = await insertHost(db, "viewer");
      const streamA = await insertStream(db, hostId, null);
      const streamB = await insertStream(db, hostId, null);
      const uniqueId = token();
      await insertViewer(db, streamA, "one@example.com", uniqueId);
      await expect(insertViewer(db, streamB, "two@example.com", uniqueId)).rejects.toThrow(/unique/i);
      await expect(insertViewer(db, streamA, "ONE@example.com")).rejects.toThrow(/unique/i);
      await insertViewer(db, streamB, "one@example.com");
    });

    it("keeps password reset requests, removed with their account", async () => {
      const table = (await db.introspection.getTables()).find((t) => t.name === "password_reset_requests");
      expect(
        Object.fromEntries((table?.columns ?? []).map((c) => [c.name, c.isAutoIncrementing ? "generated" : c.isNullable ? "nullable" : "required"])),
      ).toEqual({
        id: "generated",
        email_normalized: "required",
        user_id: "nullable",
        created_at: "required",
      });
      const hostId = await insertHost(db, "reset");
      await db
        .insertInto("passwordResetRequests")
        .values([
          { emailNormalized: "known@example.com", userId: hostId, createdAt: now() },
          { emailNormalized: "nobody@example.com", userId: null, createdAt: now() },
        ])
        .execute();
      await db.deleteFrom("users").where("id", "=", hostId).execute();
      const left = await db
        .selectFrom("passwordResetRequests")
        .select("emailNormalized")
        .where("emailNormalized", "in", ["known@example.com", "nobody@example.com"])
        .execute();
      expect(left).toEqual([{ emailNormalized: "nobody@example.com" }]);
    });

    it("keeps host settings with their defaults and photo bytes, removed with their account", async () => {
      const table = (await db.introspection.getTables()).find((t) => t.name === "host_settings");
      const kinds = Object.fromEntries(
        (table?.columns ?? []).map((c) => [c.name, c.hasDefaultValue ? "generated" : c.isNullable ? "nullable" : "required"]),
      );
      const expected: Shape<HostSettingsTables>["hostSettings"] = {
        userId: "required",
        capacityHours: "generated",
        billableRateCents: "nullable",
        notifyRegistrations: "generated",
        notifyDailySummary: "generated",
        notifyDeliveryFailures: "generated",
        notifyProductNews: "generated",
        brandPrimary: "generated",
        brandAccent: "generated",
        photo: "nullable",
        photoType: "nullable",
        photoUpdatedAt: "nullable",
        postalAddress: "nullable",
        updatedAt: "required",
      };
      expect(kinds).toEqual(Object.fromEntries(Object.entries(expected).map(([k, v]) => [snake(k), v])));
      const hostId = await insertHost(db, "settings");
      const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 255, 1]);
      await db.insertInto("hostSettings").values({ userId: hostId, photo: bytes, photoType: "image/png", updatedAt: now() }).execute();
      const row = await db.selectFrom("hostSettings").selectAll().where("userId", "=", hostId).executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        capacityHours: 35,
        billableRateCents: null,
        notifyRegistrations: 1,
        notifyDailySummary: 0,
        notifyDeliveryFailures: 1,
        notifyProductNews: 0,
        brandPrimary: "#3b82f6",
        brandAccent: "#10b981",
      });
      expect(Buffer.from(row.photo ?? []).equals(bytes)).toBe(true);
      await expect(db.insertInto("hostSettings").values({ userId: hostId, updatedAt: now() }).execute()).rejects.toThrow(/unique|primary/i);
      await db.deleteFrom("users").where("id", "=", hostId).execute();
      expect(await db.selectFrom("hostSettings").select("userId").where("userId", "=", hostId).execute()).toEqual([]);
    });

    it("keeps recordings with sizes past 2 GB, removed with their stream", async () => {
      const table = (await db.introspection.getTables()).find((t) => t.name === "recordings");
      const kinds = Object.fromEntries(
        (table?.columns ?? []).map((c) => [c.name, c.isAutoIncrementing || c.hasDefaultValue ? "generated" : c.isNullable ? "nullable" : "required"]),
      );
      const expected: Shape<RecordingTables>["recordings"] = {
        id: "generated",
        recordingId: "required",
        streamId: "required",
        hostId: "required",
        status: "required",
        startedAt: "required",
        endedAt: "nullable",
        durationMs: "generated",
        bytes: "generated",
        segmentCount: "generated",
        updatedAt: "required",
      };
      expect(kinds).toEqual(Object.fromEntries(Object.entries(expected).map(([k, v]) => [snake(k), v])));
      const hostId = await insertHost(db, "recordings");
      const streamId = await insertStream(db, hostId, null);
      const recordingId = token();
      await db
        .insertInto("recordings")
        .values({ recordingId, streamId, hostId, status: "complete", startedAt: now(), bytes: 5_000_000_000, updatedAt: now() })
        .execute();
      const row = await db.selectFrom("recordings").selectAll().where("recordingId", "=", recordingId).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ bytes: 5_000_000_000, durationMs: 0, segmentCount: 0, endedAt: null });
      await expect(
        db.insertInto("recordings").values({ recordingId, streamId, hostId, status: "complete", startedAt: now(), updatedAt: now() }).execute(),
      ).rejects.toThrow(/unique/i);
      await db.deleteFrom("streams").where("id", "=", streamId).execute();
      expect(await db.selectFrom("recordings").select("id").where("recordingId", "=", recordingId).execute()).toEqual([]);
    });

    it("keeps offers (image bytes in the row) and their reservations, removed with their event", async () => {
      const tables = await db.introspection.getTables();
      const kindsOf = (name: string) =>
        Object.fromEntries(
          (tables.find((t) => t.name === name)?.columns ?? []).map((c) => [
            c.name,
            c.isAutoIncrementing || c.hasDefaultValue ? "generated" : c.isNullable ? "nullable" : "required",
          ]),
        );
      const expected: Shape<SellingTables> = {
        offers: {
          id: "generated",
          hostId: "required",
          eventId: "required",
          title: "required",
          description: "generated",
          imageUrl: "nullable",
          image: "nullable",
          imageType: "nullable",
          imageUpdatedAt: "nullable",
          priceCents: "required",
          currency: "required",
          checkoutUrl: "nullable",
          quantityLimit: "nullable",
          soldCount: "generated",
          reservedCount: "generated",
          endsAt: "nullable",
          countdownMinutes: "nullable",
          revealAtMinutes: "nullable",
          autoRevealedAt: "nullable",
          bonus: "nullable",
          socialProof: "generated",
          postbackSecret: "required",
          revealedAt: "nullable",
          position: "generated",
          createdAt: "required",
          updatedAt: "required",
        },
        offerReservations: {
          id: "generated",
          offerId: "required",
          hostId: "required",
          viewerId: "nullable",
          checkoutSessionId: "nullable",
          status: "required",
          expiresAt: "required",
          createdAt: "required",
        },
      };
      for (const [table, columns] of Object.entries(expected)) {
        expect(kindsOf(snake(table))).toEqual(Object.fromEntries(Object.entries(columns).map(([k, v]) => [snake(k), v])));
      }

      const hostId = await insertHost(db, "offers");
      const eventId = await insertEvent(db, hostId);
      const image = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff, 0x10]);
      const { id: offerId } = await db
        .insertInto("offers")
        .values({
          hostId,
          eventId,
          title: "Accelerator",
          imageUrl: null,
          image,
          imageType: "image/png",
          imageUpdatedAt: now(),
          priceCents: 49_700,
          currency: "USD",
          checkoutUrl: null,
          quantityLimit: 10,
          endsAt: null,
          countdownMinutes: null,
          revealAtMinutes: 45,
          autoRevealedAt: null,
          bonus: null,
          postbackSecret: token(),
          revealedAt: null,
          createdAt: now(),
          updatedAt: now(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const offer = await db.selectFrom("offers").selectAll().where("id", "=", offerId).executeTakeFirstOrThrow();
      expect(offer).toMatchObject({ description: "", soldCount: 0, reservedCount: 0, socialProof: 0, position: 0, quantityLimit: 10 });
      expect(Buffer.from(offer.image ?? [])).toEqual(image);
      const session = `cs_${token()}`;
      await db
        .insertInto("offerReservations")
        .values({ offerId, hostId, viewerId: null, checkoutSessionId: session, status: "held", expiresAt: now(), createdAt: now() })
        .execute();
      await expect(
        db
          .insertInto("offerReservations")
          .values({ offerId, hostId, viewerId: null, checkoutSessionId: session, status: "held", expiresAt: now(), createdAt: now() })
          .execute(),
      ).rejects.toThrow(/unique/i);
      await db.deleteFrom("events").where("id", "=", eventId).execute();
      expect(await db.selectFrom("offers").select("id").where("id", "=", offerId).execute()).toEqual([]);
      expect(await db.selectFrom("offerReservations").select("id").where("offerId", "=", offerId).execute()).toEqual([]);
    });
  });
}
