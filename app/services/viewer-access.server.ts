import { createCookie } from "@remix-run/node";
import { z } from "zod";
import { getConfig } from "~/utils/config.server";
import { isSecureCookie } from "./session.server";
import { singleton } from "~/utils/singleton.server";

/** Streams remembered per browser; the oldest drop out beyond this. */
const MAX_STREAMS = 20;

const accessSchema = z.record(z.string().max(64), z.string().max(64));
type ViewerAccess = z.infer<typeof accessSchema>;

function viewerCookie() {
  return singleton("viewerCookie", () =>
    createCookie("__viewer", {
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: isSecureCookie(),
      secrets: [getConfig().SESSION_SECRET],
      maxAge: 60 * 60 * 24 * 180,
    }),
  );
}

async function readAccess(request: Request): Promise<ViewerAccess> {
  const parsed = accessSchema.safeParse(await viewerCookie().parse(request.headers.get("Cookie")));
  return parsed.success ? parsed.data : {};
}

/** The personal token this browser holds for the stream (set when a personal link was opened). */
export async function viewerTokenFor(request: Request, streamId: string): Promise<string | null> {
  return (await readAccess(request))[streamId] ?? null;
}

/** Set-Cookie value remembering the viewer's personal token for the stream (signed). */
export async function rememberViewer(request: Request, streamId: string, uniqueId: string) {
  const current = await readAccess(request);
  if (current[streamId] === uniqueId) return null;
  const entries = Object.entries(current).filter(([id]) => id !== streamId);
  const kept = Object.fromEntries([...entries.slice(-(MAX_STREAMS - 1)), [streamId, uniqueId]]);
  return viewerCookie().serialize(kept);
}
