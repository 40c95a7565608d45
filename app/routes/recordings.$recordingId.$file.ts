import fs from "node:fs";
import { createReadableStreamFromReadable, type LoaderFunctionArgs } from "@remix-run/node";
import { parseRecordingId } from "~/schemas/recording";
import { getUser } from "~/services/auth.server";
import { recordingFileForHost } from "~/services/recordings.server";
import { pageNotFound } from "~/utils/http.server";

// A recording's playlist and segments, for its host only: anyone else, signed in or not, gets a
// 404 that does not tell whether the recording exists.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await getUser(request);
  const recordingId = parseRecordingId(params.recordingId);
  const file = user && recordingId ? await recordingFileForHost({ hostId: user.id, recordingId, file: params.file ?? "" }) : null;
  if (!file) return pageNotFound();
  const headers = {
    "Content-Type": file.contentType,
    "Content-Length": String(file.bytes),
    "Cache-Control": file.cacheControl,
    "X-Content-Type-Options": "nosniff",
  };
  if (request.method === "HEAD") return new Response(null, { headers });
  return new Response(createReadableStreamFromReadable(fs.createReadStream(file.path)), { headers });
}
