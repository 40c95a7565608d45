// Storing chat messages, then pushing them. Messages that arrive while the previous batch is
// being written (or within the same turn of the event loop) are inserted together in one
// statement, and their chat_message events are stored with one more. A message is acknowledged
// only after its batch has committed and its event was published; events publish in message order.
import { insertChatMessages, type ChatMessageRecord, type NewChatMessage } from "~/models/chat.server";
import { HttpError } from "~/utils/http.server";
import type { ChatMessage } from "~/contracts/live-events";
import { retryWhileDatabaseUnavailable } from "~/utils/database-outage.server";
import { getLogger } from "~/utils/logger.server";
import { publishLiveEvents } from "~/services/realtime/index.server";
import { STREAM_NOT_FOUND } from "../stream-access.server";
import { addressOf, toChatMessage } from "./chat-message.server";

/** At most this many messages go into one group commit. */
const MAX_BATCH = 500;
/**
 * Stored messages wait this long for their events to be stored too, while the database is
 * unavailable: acknowledged means pushed to every live connection, not only kept for the next
 * page load. Beyond it they are acknowledged anyway (stored is stored).
 */
const PUBLISH_RETRY_MS = 20_000;

type Author = NonNullable<ChatMessageRecord["viewer"]>;

interface PendingMessage {
  input: NewChatMessage;
  author: Author | null;
  resolve: (message: ChatMessage) => void;
  reject: (error: unknown) => void;
}

interface ChatWriter {
  queue: PendingMessage[];
  scheduled: boolean;
  running: boolean;
  /** The tail of the publishing chain: batches publish one after another, in order. */
  published: Promise<void>;
}

const writer: ChatWriter = { queue: [], scheduled: false, running: false, published: Promise.resolve() };

export function storeAndPublish(input: NewChatMessage, author: Author | null): Promise<ChatMessage> {
  return new Promise<ChatMessage>((resolve, reject) => {
    writer.queue.push({ input, author, resolve, reject });
    if (!writer.scheduled && !writer.running) {
      writer.scheduled = true;
      setImmediate(() => {
        flush().catch((error: unknown) => getLogger().error({ err: error }, "chat group commit failed"));
      });
    }
  });
}

async function flush() {
  writer.scheduled = false;
  if (writer.running) return;
  writer.running = true;
  try {
    while (writer.queue.length) await commitBatch(writer.queue.splice(0, MAX_BATCH));
  } finally {
    writer.running = false;
  }
}

function isForeignKeyError(error: unknown) {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "SQLITE_CONSTRAINT_FOREIGNKEY" || code === "23503";
}

async function commitBatch(batch: PendingMessage[]) {
  const stored: { pending: PendingMessage; record: ChatMessageRecord }[] = [];
  const keep = (pending: PendingMessage, row: { id: number; createdAt: string }) =>
    stored.push({
      pending,
      record: {
        id: row.id,
        streamRowId: pending.input.streamRowId,
        viewerId: pending.input.viewerId,
        isStreamer: pending.input.isStreamer,
        message: pending.input.message,
        status: pending.input.status ?? "active",
        stickyOrder: null,
        createdAt: row.createdAt,
        viewer: pending.author,
        staff: pending.input.author ? { role: pending.input.author.role, name: pending.input.author.name } : null,
      },
    });
  try {
    const rows = await insertChatMessages(batch.map((p) => p.input));
    batch.forEach((pending, i) => {
      const row = rows[i];
      if (row) keep(pending, row);
      else pending.reject(new Error("chat message not stored"));
    });
  } catch (error) {
    if (batch.length === 1) {
      rejectStore(batch[0] as PendingMessage, error);
      return;
    }
    // One bad row (its stream deleted a moment ago) must not fail the others: one at a time.
    for (const pending of batch) {
      try {
        const [row] = await insertChatMessages([pending.input]);
        if (row) keep(pending, row);
        else pending.reject(new Error("chat message not stored"));
      } catch (single) {
        rejectStore(pending, single);
      }
    }
  }
  writer.published = writer.published
    .then(() => publishStored(stored))
    .catch((error: unknown) => getLogger().error({ err: error }, "publishing chat messages failed"));
}

function rejectStore(pending: PendingMessage, error: unknown) {
  pending.reject(isForeignKeyError(error) ? new HttpError(404, STREAM_NOT_FOUND) : error);
}

async function publishStored(stored: { pending: PendingMessage; record: ChatMessageRecord }[]) {
  try {
    const events = stored.map(({ record }) => ({
      streamRowId: record.streamRowId,
      type: "chat_message" as const,
      data: toChatMessage(record),
      viewerId: addressOf(record),
    }));
    await retryWhileDatabaseUnavailable(() => publishLiveEvents(events), PUBLISH_RETRY_MS);
  } catch (error) {
    // Stored is stored: readers get them from the list when they reconnect.
    getLogger().warn({ err: error, messageIds: stored.map(({ record }) => record.id) }, "publishing a batch of chat messages failed");
  } finally {
    for (const { pending, record } of stored) pending.resolve(toChatMessage(record, { withEmail: true }));
  }
}
