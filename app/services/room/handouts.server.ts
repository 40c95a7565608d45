// Handouts: files (PDF and images) and links a host gives the viewers of an event. A file is
// streamed to disk as it arrives (never more than a chunk in memory), capped at its limit, its type
// read from its first bytes, and kept under DATA_DIR/handouts/{random key}; the row names it. A
// download is authorised by the stream's access gate (the viewer's access to the event, live or
// not), counted, and served with the stored type as an attachment.
import { once } from "node:events";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { unstable_parseMultipartFormData, type UploadHandler } from "@remix-run/node";
import { deleteEvent, getEvent } from "~/models/event.server";
import {
  deleteHostHandout,
  existingHandoutKeys,
  getEventHandout,
  insertHandout,
  listEventHandoutKeys,
  listEventHandouts,
  listHostEventHandouts,
  recordHandoutDownload,
  type HandoutRecord,
} from "~/models/handout.server";
import { listEventStreamRowIds } from "~/models/stream.server";
import { HANDOUT_FILE_TYPES, handoutFileName, handoutFileTitleSchema, handoutLinkSchema, parseHandoutId, sniffHandoutKind } from "~/schemas/handout";
import { getConfig } from "~/utils/config.server";
import {
  HANDOUT_LIMIT_REACHED,
  HANDOUT_MAX_BYTES,
  HANDOUT_NO_FILE,
  HANDOUT_TOO_LARGE,
  HANDOUT_WRONG_TYPE,
  HANDOUTS_PER_EVENT,
  type HandoutHostView,
  type HandoutView,
} from "~/contracts/handouts";
import { formFields, HttpError, validationError } from "~/utils/http.server";
import { getLogger } from "~/utils/logger.server";
import { randomToken } from "~/utils/tokens.server";
import { publishLiveEvents } from "~/services/realtime/index.server";
import { requireAudience } from "./stream-access.server";
import { parseEventId } from "~/utils/route-ids";

export const HANDOUT_FILE_FIELD = "file";
export const EVENT_NOT_FOUND = "Event not found";
export const HANDOUT_NOT_FOUND = "Handout not found";
const TEXT_PART_MAX = 4 * 1024;
const STAGED_PREFIX = ".upload-";
/** A staged or stored file with no row this long after it was written is left from a crash. */
const ORPHAN_MS = 60 * 60_000;

const handoutDir = () => path.resolve(getConfig().DATA_DIR, "handouts");
/** Keys are ours (base64url), so a key can never name a path outside the folder. */
const handoutPath = (key: string) => path.join(handoutDir(), key);

/** An uploaded file as it was staged on disk: its first bytes for the type, nothing more in memory. */
export interface StagedUpload {
  /** The file's temporary path; null when no file was sent, or it was too large (nothing kept). */
  stagedPath: string | null;
  bytes: number;
  head: Buffer;
  uploadedName: string | null;
  tooLarge: boolean;
}

async function discard(staged: StagedUpload) {
  if (staged.stagedPath) await fsp.rm(staged.stagedPath, { force: true });
  staged.stagedPath = null;
}

/** Writes a file part to a staging file up to the limit; past it the rest is read and dropped and the file removed. */
async function stage(data: AsyncIterable<Uint8Array>, filename: string | undefined, staged: StagedUpload) {
  await fsp.mkdir(handoutDir(), { recursive: true });
  const stagedPath = path.join(handoutDir(), `${STAGED_PREFIX}${randomToken(12)}`);
  staged.stagedPath = stagedPath;
  staged.uploadedName = filename ?? null;
  const out = fs.createWriteStream(stagedPath, { flags: "wx" });
  const heads: Buffer[] = [];
  let headBytes = 0;
  try {
    for await (const chunk of data) {
      staged.bytes += chunk.byteLength;
      if (staged.tooLarge) continue;
      if (staged.bytes > HANDOUT_MAX_BYTES) {
        staged.tooLarge = true;
        continue;
      }
      if (headBytes < 16) {
        heads.push(Buffer.from(chunk.subarray(0, 16 - headBytes)));
        headBytes += Math.min(16, chunk.byteLength);
      }
      if (!out.write(chunk)) await once(out, "drain");
    }
  } finally {
    out.end();
    await once(out, "close");
  }
  staged.head = Buffer.concat(heads);
  if (staged.tooLarge || staged.bytes === 0) await discard(staged);
}

/** A multipart post: its text fields, and the file part staged on disk. A form that cannot be read is a 400 with nothing kept. */
export async function readHandoutUpload(request: Request): Promise<{ form: FormData; upload: StagedUpload }> {
  const upload: StagedUpload = { stagedPath: null, bytes: 0, head: Buffer.alloc(0), uploadedName: null, tooLarge: false };
  let fileParts = 0;
  const handler: UploadHandler = async ({ name, filename, data }) => {
    if (name === HANDOUT_FILE_FIELD && fileParts++ === 0) {
      await stage(data, filename, upload);
      return undefined;
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of data) {
      size += chunk.byteLength;
      if (size <= TEXT_PART_MAX) chunks.push(chunk);
    }
    return size > TEXT_PART_MAX ? "" : Buffer.concat(chunks).toString("utf8");
  };
  try {
    return { form: formFields(await unstable_parseMultipartFormData(request, handler)), upload };
  } catch (error) {
    await discard(upload);
    if (error instanceof Response) throw error;
    throw new HttpError(400, "The form could not be read. Choose the file again and upload it.");
  }
}

/** The host's event; 404 for another host's or none (checked before an upload is read). */
export async function requireHandoutEvent(hostId: number, eventIdParam: string | number | undefined) {
  const eventId = typeof eventIdParam === "number" ? eventIdParam : parseEventId(eventIdParam ?? "");
  const event = eventId === null ? null : await getEvent({ hostId, eventId });
  if (!event) throw new HttpError(404, EVENT_NOT_FOUND);
  return event;
}

export function handoutView(row: HandoutRecord): HandoutView {
  return { id: row.id, kind: row.kind, title: row.title, fileName: row.fileName, bytes: row.bytes, url: row.url };
}

/** The event's handouts as viewers see them. */
export async function handoutViews({ eventId }: { eventId: number }): Promise<HandoutView[]> {
  return (await listEventHandouts({ eventId })).map(handoutView);
}

/** Sends every stream of the event its current `handouts` (the whole list: it replaces what pages show). */
async function publishEventHandouts(eventId: number) {
  const [streamRowIds, handouts] = await Promise.all([listEventStreamRowIds({ eventId }), handoutViews({ eventId })]);
  if (streamRowIds.length === 0) return;
  await publishLiveEvents(streamRowIds.map((streamRowId) => ({ streamRowId, type: "handouts" as const, data: { handouts } })));
}

/** GET /api/events/{id}/handouts and the host's tab: the event's handouts with their counts. */
export async function listHandoutsForHost({ hostId, eventId }: { hostId: number; eventId: string | number | undefined }): Promise<HandoutHostView[]> {
  const event = await requireHandoutEvent(hostId, eventId);
  return (await listHostEventHandouts({ hostId, eventId: event.id })).map((row) => ({
    ...handoutView(row),
    downloads: row.downloads,
    distinctViewers: row.distinctViewers,
    createdAt: row.createdAt,
  }));
}

/** A handout just added, as the host's calls return it: nobody has downloaded it yet. */
const newHostView = (row: HandoutRecord): HandoutHostView => ({ ...handoutView(row), downloads: 0, distinctViewers: 0, createdAt: row.createdAt });

async function added(eventId: number, row: HandoutRecord | null, storedPath: string | null) {
  if (!row) {
    if (storedPath) await fsp.rm(storedPath, { force: true });
    throw new HttpError(409, HANDOUT_LIMIT_REACHED);
  }
  await publishEventHandouts(eventId);
  return newHostView(row);
}

/**
 * A file handout from a staged upload: refused (413 too large, 400 no file, 415 not a PDF or
 * image, 400 a bad title, 409 the event is full) with the staged file removed, or stored and
 * pushed to the event's open watch pages.
 */
export async function createFileHandout({
  hostId,
  eventId,
  upload,
  title,
}: {
  hostId: number;
  eventId: string | number | undefined;
  upload: StagedUpload;
  title: unknown;
}): Promise<HandoutHostView> {
  try {
    const event = await requireHandoutEvent(hostId, eventId);
    if (upload.tooLarge) throw new HttpError(413, HANDOUT_TOO_LARGE, { fieldErrors: { file: [HANDOUT_TOO_LARGE] } });
    if (!upload.stagedPath) throw new HttpError(400, HANDOUT_NO_FILE, { fieldErrors: { file: [HANDOUT_NO_FILE] } });
    const kind = sniffHandoutKind(upload.head);
    if (!kind) throw new HttpError(415, HANDOUT_WRONG_TYPE, { fieldErrors: { file: [HANDOUT_WRONG_TYPE] } });
    const parsedTitle = handoutFileTitleSchema.safeParse({ title: typeof title === "string" ? title : "" });
    if (!parsedTitle.success) throw validationError(parsedTitle.error);
    const fileName = handoutFileName(upload.uploadedName, kind);
    const key = randomToken(18);
    await fsp.rename(upload.stagedPath, handoutPath(key));
    upload.stagedPath = null;
    const row = await insertHandout({
      eventId: event.id,
      limit: HANDOUTS_PER_EVENT,
      handout: {
        kind,
        title: parsedTitle.data.title ?? fileName.replace(/\.[^.]+$/, ""),
        fileName,
        contentType: HANDOUT_FILE_TYPES[kind].contentType,
        bytes: upload.bytes,
        storageKey: key,
        url: null,
      },
    }).catch(async (error: unknown) => {
      await fsp.rm(handoutPath(key), { force: true });
      throw error;
    });
    return await added(event.id, row, handoutPath(key));
  } finally {
    await discard(upload);
  }
}

/** A link handout from `{ title, url }` (http or https). */
export async function createLinkHandout({ hostId, eventId, body }: { hostId: number; eventId: string | number | undefined; body: unknown }) {
  const event = await requireHandoutEvent(hostId, eventId);
  const parsed = handoutLinkSchema.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  const row = await insertHandout({
    eventId: event.id,
    limit: HANDOUTS_PER_EVENT,
    handout: { kind: "link", title: parsed.data.title, fileName: null, contentType: null, bytes: null, storageKey: null, url: parsed.data.url },
  });
  return added(event.id, row, null);
}

/** DELETE /api/handouts/{id}: the row, its counts and its file go; viewers' lists follow. */
export async function deleteHandoutForHost({ hostId, handoutId }: { hostId: number; handoutId: string | number | undefined }) {
  const id = typeof handoutId === "number" ? handoutId : parseHandoutId(handoutId);
  const row = id === null ? null : await deleteHostHandout({ hostId, handoutId: id });
  if (!row) throw new HttpError(404, HANDOUT_NOT_FOUND);
  if (row.storageKey) await fsp.rm(handoutPath(row.storageKey), { force: true });
  await publishEventHandouts(row.eventId);
  return row;
}

/** Deletes the host's event and then the files of its handouts (the rows go with the event). */
export async function deleteEventWithFiles({ hostId, eventId }: { hostId: number; eventId: number }) {
  const keys = await listEventHandoutKeys({ hostId, eventId });
  const deleted = await deleteEvent({ hostId, eventId });
  if (deleted) await Promise.all(keys.map((key) => fsp.rm(handoutPath(key), { force: true })));
  return deleted;
}

/** Housekeeping: files under DATA_DIR/handouts/ that no handout names (a crash mid-upload or mid-delete). */
export async function sweepOrphanHandoutFiles(now = new Date()) {
  const names = await fsp.readdir(handoutDir()).catch(() => [] as string[]);
  const kept = await existingHandoutKeys({ keys: names.filter((name) => !name.startsWith(STAGED_PREFIX)) });
  let removed = 0;
  for (const name of names) {
    if (kept.has(name)) continue;
    const file = handoutPath(name);
    const stat = await fsp.stat(file).catch(() => null);
    if (stat?.isFile() && now.getTime() - stat.mtimeMs > ORPHAN_MS) {
      await fsp.rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}

export type HandoutDelivery = { kind: "link"; url: string } | { kind: "file"; path: string; bytes: number; contentType: string; fileName: string };

/**
 * GET/HEAD /watch/{streamId}/handouts/{handoutId}: whoever the stream's gate admits (its host, a
 * viewer, a visitor of an open event; 401 a stranger, 403 a removed viewer), for a handout of the
 * stream's event (404 otherwise), live or not. A viewer's GET is counted; the host's is not.
 */
export async function deliverHandout({
  request,
  streamId,
  handoutId,
}: {
  request: Request;
  streamId: string | undefined;
  handoutId: string | undefined;
}): Promise<HandoutDelivery> {
  const { stream, audience } = await requireAudience({ request, streamId, purpose: "live" });
  const id = parseHandoutId(handoutId);
  const row = id === null || stream.eventId === null ? null : await getEventHandout({ eventId: stream.eventId, handoutId: id });
  if (!row) throw new HttpError(404, HANDOUT_NOT_FOUND);
  let delivery: HandoutDelivery;
  if (row.kind === "link" && row.url) delivery = { kind: "link", url: row.url };
  else {
    const file = row.storageKey ? handoutPath(row.storageKey) : null;
    const stat = file ? await fsp.stat(file).catch(() => null) : null;
    if (!file || !stat?.isFile()) {
      getLogger().warn({ handoutId: row.id }, "a handout's file is missing");
      throw new HttpError(404, HANDOUT_NOT_FOUND);
    }
    delivery = {
      kind: "file",
      path: file,
      bytes: stat.size,
      contentType: row.contentType ?? "application/octet-stream",
      fileName: row.fileName ?? "handout",
    };
  }
  if (request.method === "GET" && audience.kind !== "host") {
    await recordHandoutDownload({ handoutId: row.id, viewerId: audience.kind === "viewer" ? audience.viewerId : null });
  }
  return delivery;
}
