// The Settings page's saving tabs (basic info, notifications, branding, chat filter): read the post, validate
// with the shared schemas, call the model, and answer with inline errors (400/409/413) or a
// redirect back to the tab with a toast and a `saved` notice (post/redirect/get).
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { unstable_parseMultipartFormData, type UploadHandler } from "@remix-run/node";
import { EmailTakenError, saveBasicInfo, saveBranding, saveNotificationPrefs } from "~/models/host-settings.server";
import {
  basicInfoSchema,
  brandingSchema,
  EMAIL_TAKEN,
  notificationsSchema,
  PHOTO_MAX_BYTES,
  PHOTO_NOT_IMAGE,
  PHOTO_TOO_LARGE,
  sniffImageType,
  type PhotoType,
  type SettingsIntent,
} from "~/schemas/host-settings";
import { formResult } from "~/utils/form-result.server";
import { getLogger } from "~/utils/logger.server";
import { formFields } from "~/utils/http.server";
import { redirectWithToast, type Toast } from "~/services/account/index.server";
import { blockedWordsFormSchema } from "~/schemas/blocked-words";
import { saveBlockedWords } from "~/services/room/index.server";

export const SAVE_FAILED = "Your settings could not be saved. Please try again.";
/** Room for the text fields and multipart framing beside a photo of the largest size. */
const BODY_ALLOWANCE = PHOTO_MAX_BYTES + 64 * 1024;
const TEXT_PART_MAX = 4 * 1024;

const savedToast: Record<SettingsIntent, Toast> = {
  "basic-info": { title: "Settings Saved", description: "Your basic info has been updated." },
  notifications: { title: "Notification Settings Saved", description: "Your notification preferences have been saved." },
  branding: { title: "Branding Saved", description: "Your colours now appear on your public pages." },
  "chat-filter": { title: "Chat Filter Saved", description: "New messages in your events' chat and Q&A follow it from now on." },
};

const failedToast = (description: string): Toast => ({ title: "Settings not saved", description, variant: "destructive" });

function reply(intent: SettingsIntent, result: SubmissionResult<string[]>, status: number, description: string) {
  return formResult(intent, result, { status, toast: failedToast(description) });
}

const saved = (intent: SettingsIntent) => redirectWithToast(`/settings?tab=${intent}&saved=${intent}`, savedToast[intent]);

interface PhotoUpload {
  bytes: Buffer | null;
  tooLarge: boolean;
}

/**
 * Reads a multipart post part by part: text fields capped, the photo kept only up to the 1 MB
 * limit (an oversized one is noted and the rest discarded), so no part is buffered past it.
 */
async function readBasicInfoPost(request: Request) {
  const photo: PhotoUpload = { bytes: null, tooLarge: false };
  const handler: UploadHandler = async ({ name, filename, data }) => {
    const chunks: Uint8Array[] = [];
    let size = 0;
    const limit = name === "photo" ? PHOTO_MAX_BYTES : TEXT_PART_MAX;
    let over = false;
    for await (const chunk of data) {
      const room = limit - size;
      size += chunk.byteLength;
      if (size > limit) {
        over = true;
        if (room > 0) chunks.push(chunk.subarray(0, room));
      } else chunks.push(chunk);
      if (size > BODY_ALLOWANCE * 4) throw new RangeError("multipart part too large");
    }
    if (name === "photo") {
      if (over) photo.tooLarge = true;
      else if (size > 0 || filename) photo.bytes = size > 0 ? Buffer.concat(chunks) : null;
      return undefined;
    }
    // An oversized field must fail its length check, not vanish: a missing field would clear what is saved.
    const text = Buffer.concat(chunks).toString("utf8");
    return over ? `${text}\u2026` : text;
  };
  const formData = await unstable_parseMultipartFormData(request, handler);
  return { formData, photo };
}

/** Checks an uploaded photo by its bytes; an empty file input means "keep the current photo". */
function checkPhoto(photo: PhotoUpload): { error: string | null; value: { bytes: Buffer; type: PhotoType } | null } {
  if (photo.tooLarge) return { error: PHOTO_TOO_LARGE, value: null };
  if (!photo.bytes || photo.bytes.length === 0) return { error: null, value: null };
  const type = sniffImageType(photo.bytes);
  if (!type) return { error: PHOTO_NOT_IMAGE, value: null };
  return { error: null, value: { bytes: photo.bytes, type } };
}

export async function basicInfoAction({ userId, request }: { userId: number; request: Request }) {
  const declared = Number(request.headers.get("Content-Length") ?? 0);
  const type = request.headers.get("Content-Type") ?? "";
  const empty = parseWithZod(new FormData(), { schema: basicInfoSchema });
  if (declared > BODY_ALLOWANCE) {
    return reply("basic-info", empty.reply({ fieldErrors: { photo: [PHOTO_TOO_LARGE] } }), 413, PHOTO_TOO_LARGE);
  }
  let formData: FormData;
  let upload: PhotoUpload = { bytes: null, tooLarge: false };
  try {
    if (type.startsWith("multipart/form-data")) ({ formData, photo: upload } = await readBasicInfoPost(request));
    else formData = await request.formData();
  } catch {
    return reply(
      "basic-info",
      empty.reply({ formErrors: ["The form could not be read. Choose a smaller photo and submit it again."] }),
      400,
      PHOTO_TOO_LARGE,
    );
  }
  const photo = checkPhoto(upload);
  const submission = parseWithZod(formFields(formData), { schema: basicInfoSchema });
  if (submission.status !== "success" || photo.error) {
    const result = photo.error ? submission.reply({ fieldErrors: { photo: [photo.error] } }) : submission.reply();
    const status = photo.error === PHOTO_TOO_LARGE ? 413 : 400;
    return reply("basic-info", result, status, photo.error ?? "Check the highlighted fields.");
  }
  try {
    await saveBasicInfo({ userId, input: submission.value, photo: photo.value });
  } catch (error) {
    if (error instanceof EmailTakenError) return reply("basic-info", submission.reply({ fieldErrors: { email: [EMAIL_TAKEN] } }), 409, EMAIL_TAKEN);
    getLogger().error({ err: error }, "saving basic info failed");
    return reply("basic-info", submission.reply({ formErrors: [SAVE_FAILED] }), 500, SAVE_FAILED);
  }
  return saved("basic-info");
}

export async function notificationsAction({ userId, formData }: { userId: number; formData: FormData }) {
  const submission = parseWithZod(formData, { schema: notificationsSchema });
  if (submission.status !== "success") return reply("notifications", submission.reply(), 400, "Check the highlighted fields.");
  await saveNotificationPrefs({ userId, input: submission.value });
  return saved("notifications");
}

export async function brandingAction({ userId, formData }: { userId: number; formData: FormData }) {
  const submission = parseWithZod(formData, { schema: brandingSchema });
  if (submission.status !== "success") return reply("branding", submission.reply(), 400, "Check the highlighted colours.");
  await saveBranding({ userId, input: submission.value });
  return saved("branding");
}

/** The Chat filter tab: blocked words one per line, what happens to a match, and links. Every problem with the list shows under it. */
export async function chatFilterAction({ userId, formData }: { userId: number; formData: FormData }) {
  const submission = parseWithZod(formData, { schema: blockedWordsFormSchema });
  if (submission.status !== "success") {
    const wordErrors = Object.entries(submission.error ?? {})
      .filter(([name]) => name.startsWith("words"))
      .flatMap(([, errors]) => errors ?? []);
    const result = submission.reply({ fieldErrors: { words: [...new Set(wordErrors)] } });
    return reply("chat-filter", result, 400, "Check the blocked words.");
  }
  await saveBlockedWords({ hostId: userId, input: submission.value });
  return saved("chat-filter");
}
