import { json } from "@remix-run/node";
import { parseRecordingId } from "~/schemas/recording";
import { deleteRecordingForHost, getRecordingForHost, RECORDING_MESSAGES } from "~/services/video/self-hosted/recordings.server";
import { apiRoute, HttpError } from "~/utils/http.server";
import { signedIn } from "~/routes/shared.account/signed-in.server";

const notFound = () => new HttpError(404, RECORDING_MESSAGES.notFound);

export const { loader, action } = apiRoute({
  /** One of the host's recordings. */
  GET: signedIn(async ({ params, user }) => {
    const recordingId = parseRecordingId(params.id);
    const recording = recordingId === null ? null : await getRecordingForHost({ hostId: user.id, recordingId });
    if (!recording) throw notFound();
    return json(recording, { headers: { "Cache-Control": "no-store" } });
  }),
  /** Removes the recording and its files; one still being recorded is a 409. */
  DELETE: signedIn(async ({ params, user }) => {
    const recordingId = parseRecordingId(params.id);
    if (recordingId === null || !(await deleteRecordingForHost({ hostId: user.id, recordingId }))) throw notFound();
    return json({ message: RECORDING_MESSAGES.deleted });
  }),
});
