// An event's uploaded cover: the limits and texts shared by the form (a size check before posting)
// and the server (which sniffs the bytes and resizes).

/** Largest cover file accepted, in bytes. */
export const COVER_MAX_BYTES = 5 * 1024 * 1024;
export const COVER_ACCEPT = "image/jpeg,image/png,image/webp";
export const COVER_TOO_LARGE = "The cover image must be 5 MB or smaller.";
export const COVER_NOT_IMAGE = "The cover must be a JPEG, PNG or WebP image.";
/** The stored cover's size: the usual link-preview shape, and a small copy for cards. */
export const COVER_SIZE = { width: 1200, height: 630 } as const;
export const COVER_THUMB_SIZE = { width: 480, height: 252 } as const;

export type CoverType = "image/jpeg" | "image/png" | "image/webp";

/** The real type of an uploaded cover from its first bytes; null for anything else. */
export function sniffCoverType(bytes: Uint8Array): CoverType | null {
  const starts = (offset: number, ...sig: number[]) => sig.every((b, i) => bytes[offset + i] === b);
  if (starts(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (starts(0, 0xff, 0xd8, 0xff)) return "image/jpeg";
  if (starts(0, 0x52, 0x49, 0x46, 0x46) && starts(8, 0x57, 0x45, 0x42, 0x50)) return "image/webp";
  return null;
}
