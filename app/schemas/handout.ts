// Handouts: the link body, the title, the file type read from the bytes and the download name.
import * as z from "zod";
import type { HandoutKind } from "~/contracts/handouts";
import { isSingleLine, requiredLine } from "./text-fields";

export const HANDOUT_TITLE_MAX = 120;
const URL_MAX = 2048;
const FILE_NAME_MAX = 100;
export const HANDOUT_URL_MESSAGE = "The link must be an https:// or http:// address";

export type HandoutFileKind = Exclude<HandoutKind, "link">;

export const HANDOUT_FILE_TYPES: Record<HandoutFileKind, { contentType: string; extension: string }> = {
  pdf: { contentType: "application/pdf", extension: "pdf" },
  png: { contentType: "image/png", extension: "png" },
  jpeg: { contentType: "image/jpeg", extension: "jpg" },
  webp: { contentType: "image/webp", extension: "webp" },
  gif: { contentType: "image/gif", extension: "gif" },
};

const handoutTitle = requiredLine("Title", HANDOUT_TITLE_MAX);

/** `{ title, url }`: a link handout. */
export const handoutLinkSchema = z.object({
  title: handoutTitle,
  url: z
    .string({ error: HANDOUT_URL_MESSAGE })
    .trim()
    .max(URL_MAX, HANDOUT_URL_MESSAGE)
    .refine((value) => {
      try {
        const url = new URL(value);
        return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "" && isSingleLine(value);
      } catch {
        return false;
      }
    }, HANDOUT_URL_MESSAGE),
});

/** A file's optional title: blank is none (the file's name stands in). */
export const handoutFileTitleSchema = z.object({
  title: z
    .string()
    .trim()
    .max(HANDOUT_TITLE_MAX, `Title must be at most ${HANDOUT_TITLE_MAX} characters`)
    .refine(isSingleLine, "Title may not contain control characters or line breaks")
    .transform((value) => value || null),
});

/** A file's kind from its first bytes (never its name or the browser's word); null for any other. */
export function sniffHandoutKind(bytes: Uint8Array): HandoutFileKind | null {
  const starts = (offset: number, ...sig: number[]) => sig.every((b, i) => bytes[offset + i] === b);
  if (starts(0, 0x25, 0x50, 0x44, 0x46, 0x2d)) return "pdf";
  if (starts(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  if (starts(0, 0xff, 0xd8, 0xff)) return "jpeg";
  if (starts(0, 0x52, 0x49, 0x46, 0x46) && starts(8, 0x57, 0x45, 0x42, 0x50)) return "webp";
  if (starts(0, 0x47, 0x49, 0x46, 0x38) && (starts(4, 0x37, 0x61) || starts(4, 0x39, 0x61))) return "gif";
  return null;
}

/** Control characters, and the marks that reorder text (a name could show "fdp.exe" as "exe.pdf"). */
const UNSAFE_IN_NAME = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The name a file downloads as: the uploaded name without folders, unsafe characters or its own
 * extension, at most FILE_NAME_MAX characters, with the extension of its detected kind.
 */
export function handoutFileName(uploaded: string | null | undefined, kind: HandoutFileKind) {
  const base = (uploaded ?? "").split(/[/\\]/).pop() ?? "";
  const stem = base
    .replace(UNSAFE_IN_NAME, "")
    .replace(/\.[^.]*$/, "")
    .replace(/[<>:"|?*]/g, "_")
    .replace(/\s+/g, " ")
    .replace(/^[\s.]+|[\s.]+$/g, "");
  const short = Array.from(stem).slice(0, FILE_NAME_MAX).join("").trim();
  return `${short || "handout"}.${HANDOUT_FILE_TYPES[kind].extension}`;
}

/** A handout id from an address; null for anything that is not one. */
export function parseHandoutId(value: string | undefined | null) {
  if (!value || !/^\d{1,12}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
