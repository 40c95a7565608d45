import fs from "node:fs";
import { createReadableStreamFromReadable, type LoaderFunctionArgs } from "@remix-run/node";
import { parseRecordingId } from "~/schemas/recording";
import { getUser } from "~/services/account/auth.server";
import { recordingDownloadForHost, recordingFileForHost } from "~/services/video/self-hosted/recordings.server";
import { MP4_NAME } from "~/services/video/self-hosted/recording-mp4.server";
import { errorResponse, pageNotFound } from "~/utils/http.server";

// A recording's playlist and segments, and its MP4 download, for its host only: anyone else,
// signed in or not, gets a 404 that does not tell whether the recording exists.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await getUser(request);
  const recordingId = parseRecordingId(params.recordingId);
  if (!user || !recordingId) return pageNotFound();
  const name = params.file ?? "";
  if (name === MP4_NAME) {
    // A refusal (still recording, disk too full) is answered as JSON with its status.
    const download = await recordingDownloadForHost({ hostId: user.id, recordingId }).catch(errorResponse);
    if (download instanceof Response) return download;
    if (!download) return pageNotFound();
    return fileResponse(request, download.path, {
      "Content-Type": "video/mp4",
      "Content-Length": String(download.bytes),
      "Content-Disposition": `attachment; filename="${download.filename}"`,
      "Cache-Control": "private, max-age=86400",
    });
  }
  const file = await recordingFileForHost({ hostId: user.id, recordingId, file: name });
  if (!file) return pageNotFound();
  return fileResponse(request, file.path, {
    "Content-Type": file.contentType,
    "Content-Length": String(file.bytes),
    "Cache-Control": file.cacheControl,
  });
}

function fileResponse(request: Request, filePath: string, headers: Record<string, string>) {
  const all = { ...headers, "X-Content-Type-Options": "nosniff" };
  if (request.method === "HEAD") return new Response(null, { headers: all });
  return new Response(createReadableStreamFromReadable(fs.createReadStream(filePath)), { headers: all });
}
