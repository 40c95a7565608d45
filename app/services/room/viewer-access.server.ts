import { createCookie, type Cookie } from "@remix-run/node";
import * as z from "zod";
import { getConfig } from "~/utils/config.server";
import { isSecureCookie } from "~/services/account/index.server";

/** Streams remembered per browser; the oldest drop out beyond this. */
const MAX_STREAMS = 20;

const mapSchema = z.record(z.string().max(64), z.string().max(64));
type StreamMap = z.infer<typeof mapSchema>;

/**
 * A signed cookie holding one value per stream: `__viewer` the personal token this browser opened
 * (the viewer's identity), `__passcode` the proof of the passcode a visitor entered.
 */
const streamMapCookies = new Map<string, Cookie>();

function streamMapCookie(name: "__viewer" | "__passcode") {
  let cookie = streamMapCookies.get(name);
  if (!cookie) {
    cookie = createCookie(name, {
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: isSecureCookie(),
      secrets: [getConfig().SESSION_SECRET],
      maxAge: 60 * 60 * 24 * 180,
    });
    streamMapCookies.set(name, cookie);
  }
  return cookie;
}

async function readMap(name: "__viewer" | "__passcode", request: Request): Promise<StreamMap> {
  const parsed = mapSchema.safeParse(await streamMapCookie(name).parse(request.headers.get("Cookie")));
  return parsed.success ? parsed.data : {};
}

/** Set-Cookie value with the stream's entry set to `value` (null when it already is). */
async function rememberIn(name: "__viewer" | "__passcode", request: Request, streamId: string, value: string) {
  const current = await readMap(name, request);
  if (current[streamId] === value) return null;
  const entries = Object.entries(current).filter(([id]) => id !== streamId);
  const kept = Object.fromEntries([...entries.slice(-(MAX_STREAMS - 1)), [streamId, value]]);
  return streamMapCookie(name).serialize(kept);
}

/** The personal token this browser holds for the stream (set when a personal link was opened). */
export async function viewerTokenFor(request: Request, streamId: string): Promise<string | null> {
  return (await readMap("__viewer", request))[streamId] ?? null;
}

/** Set-Cookie value remembering the viewer's personal token for the stream (signed). */
export const rememberViewer = (request: Request, streamId: string, uniqueId: string) => rememberIn("__viewer", request, streamId, uniqueId);

/** The proof of the passcode this browser entered for the stream, if any. */
export async function passcodeProofFor(request: Request, streamId: string): Promise<string | null> {
  if (!(request.headers.get("Cookie") ?? "").includes("__passcode=")) return null;
  return (await readMap("__passcode", request))[streamId] ?? null;
}

/** Set-Cookie value remembering that this browser entered the stream's passcode (signed). */
export const rememberPasscode = (request: Request, streamId: string, proof: string) => rememberIn("__passcode", request, streamId, proof);
