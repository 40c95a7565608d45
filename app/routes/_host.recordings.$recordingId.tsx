import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { formatClock, formatMegabytes, RECORDING_STATUS } from "~/components/event-dashboard/recordings-list";
import { RecordingPlayer, type RecordingPageData } from "~/components/event-dashboard/recording-player";
import { parseRecordingId } from "~/schemas/recording";
import { requireUser } from "~/services/account/auth.server";
import { recordingPageForHost } from "~/services/video/self-hosted/recordings.server";
import { pageNotFound } from "~/utils/http.server";
import { pageMeta } from "~/utils/page-meta";

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data ? `Recording: ${data.title}` : "Recording");

/** A recording of one of the host's broadcasts, played on a page of its own; anyone else gets a 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const recordingId = parseRecordingId(params.recordingId);
  const page = recordingId ? await recordingPageForHost({ hostId: user.id, recordingId }) : null;
  if (!page) throw pageNotFound();
  const { recording } = page;
  const started = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: page.timezone }).format(
    new Date(recording.startedAt),
  );
  const data: RecordingPageData = {
    title: page.eventTitle ?? page.streamTitle,
    startedLabel: started,
    duration: formatClock(recording.durationSeconds),
    size: formatMegabytes(recording.bytes),
    statusLabel: RECORDING_STATUS[recording.status].label,
    recording: recording.status === "recording",
    playbackUrl: recording.playbackUrl,
    downloadUrl: recording.status === "recording" ? null : recording.downloadUrl,
    back:
      page.eventId === null
        ? { to: "/dashboard", label: "Back to the dashboard" }
        : { to: `/events/${page.eventId}#recordings`, label: "Back to the event" },
  };
  return json(data, { headers: { "Cache-Control": "private, no-store" } });
}

export default function RecordingPage() {
  return <RecordingPlayer data={useLoaderData<typeof loader>()} />;
}
