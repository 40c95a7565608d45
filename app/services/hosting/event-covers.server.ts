// Event covers uploaded on the create and edit forms: read from the multipart post with the cover
// capped at its limit, checked by its bytes, resized with sharp to one cover size (and a small copy
// for cards) as WebP, and kept under DATA_DIR/event-covers/. The event's coverImageUrl names the
// file with a content hash, so the served file can be cached for good.
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { unstable_parseMultipartFormData, type UploadHandler } from "@remix-run/node";
import sharp from "sharp";
import { COVER_MAX_BYTES, COVER_NOT_IMAGE, COVER_SIZE, COVER_THUMB_SIZE, COVER_TOO_LARGE, sniffCoverType } from "~/schemas/event-cover";
import { getConfig } from "~/utils/config.server";
import { formFields, jsonError, readForm } from "~/utils/http.server";

export const COVER_FIELD = "cover";
export const REMOVE_COVER_FIELD = "removeCover";
const TEXT_PART_MAX = 64 * 1024;

export interface CoverUpload {
  bytes: Buffer | null;
  tooLarge: boolean;
}

export interface PreparedCover {
  cover: Buffer;
  thumb: Buffer;
}

export type CoverSize = "cover" | "thumb";

const coverDir = () => path.resolve(getConfig().DATA_DIR, "event-covers");
const coverPath = (eventId: number, size: CoverSize) => path.join(coverDir(), `${eventId}${size === "thumb" ? "-thumb" : ""}.webp`);

/** The create/edit post: a multipart one part by part (the cover kept only up to its limit), any other as usual. */
export async function readEventPost(request: Request): Promise<{ formData: FormData; cover: CoverUpload }> {
  const cover: CoverUpload = { bytes: null, tooLarge: false };
  if (!(request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data")) return { formData: await readForm(request), cover };
  const handler: UploadHandler = async ({ name, data }) => {
    const limit = name === COVER_FIELD ? COVER_MAX_BYTES : TEXT_PART_MAX;
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of data) {
      size += chunk.byteLength;
      if (size <= limit) chunks.push(chunk);
    }
    if (name === COVER_FIELD) {
      if (size > limit) cover.tooLarge = true;
      else if (size > 0) cover.bytes = Buffer.concat(chunks);
      return undefined;
    }
    // An oversized text field must fail its length check, not vanish.
    const text = Buffer.concat(chunks).toString("utf8");
    return size > limit ? `${text}\u2026` : text;
  };
  let posted: FormData;
  try {
    posted = await unstable_parseMultipartFormData(request, handler);
  } catch {
    throw jsonError(400, "The form could not be read. Submit it again from the page.");
  }
  return { formData: formFields(posted), cover };
}

/** The cover as the stored sizes, or the error to show beside the field; an empty file input is no cover. */
export async function prepareCover(upload: CoverUpload): Promise<{ error: string | null; value: PreparedCover | null }> {
  if (upload.tooLarge) return { error: COVER_TOO_LARGE, value: null };
  if (!upload.bytes) return { error: null, value: null };
  if (!sniffCoverType(upload.bytes)) return { error: COVER_NOT_IMAGE, value: null };
  try {
    const source = sharp(upload.bytes, { limitInputPixels: 50_000_000 }).rotate();
    const [cover, thumb] = await Promise.all([
      source
        .clone()
        .resize({ ...COVER_SIZE, fit: "cover", position: "attention" })
        .webp({ quality: 80 })
        .toBuffer(),
      source
        .clone()
        .resize({ ...COVER_THUMB_SIZE, fit: "cover", position: "attention" })
        .webp({ quality: 75 })
        .toBuffer(),
    ]);
    return { error: null, value: { cover, thumb } };
  } catch {
    return { error: COVER_NOT_IMAGE, value: null };
  }
}

async function writeWhole(file: string, bytes: Buffer) {
  const temporary = `${file}.${crypto.randomUUID()}.tmp`;
  await fs.writeFile(temporary, bytes);
  await fs.rename(temporary, file);
}

/** Stores an event's cover and gives the address to save as its coverImageUrl. */
export async function storeEventCover(eventId: number, prepared: PreparedCover): Promise<string> {
  await fs.mkdir(coverDir(), { recursive: true });
  await writeWhole(coverPath(eventId, "thumb"), prepared.thumb);
  await writeWhole(coverPath(eventId, "cover"), prepared.cover);
  const version = crypto.createHash("sha256").update(prepared.cover).digest("base64url").slice(0, 12);
  return `/resources/event-cover/${eventId}?v=${version}`;
}

export async function removeEventCover(eventId: number) {
  await Promise.all((["cover", "thumb"] as const).map((size) => fs.rm(coverPath(eventId, size), { force: true })));
}

/** An event's stored cover file, or null when it has none. */
export async function readEventCover(eventId: number, size: CoverSize): Promise<Buffer | null> {
  try {
    return await fs.readFile(coverPath(eventId, size));
  } catch {
    return null;
  }
}

/** An uploaded cover's address (as opposed to an emoji or an outside address given through the API). */
export const isStoredCover = (eventId: number, url: string | null) => Boolean(url?.startsWith(`/resources/event-cover/${eventId}?`));
