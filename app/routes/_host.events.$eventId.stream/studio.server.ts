// The studio's data and forms. The host and co-hosts get the program (what viewers receive, its
// delay and health), its source and the broadcast's controls; the whole team gets the room (chat,
// Q&A, and for the host and co-hosts polls and overlays; offers for the host, who sells). Every
// form of the room posts the Event Settings screen's intents (room-action.server.ts), coming back here.
import { CHAT_ID, PROFILE_PARAM, TAB_PARAM } from "~/components/event-settings/constants";
import { CREATE_STREAM, END_EVENT, isStreamIntent } from "~/components/event-dashboard/constants";
import {
  BROWSER_NEEDS_SELF_HOSTED,
  parseSource,
  SOURCE_PARAM,
  STUDIO_PANELS,
  studioPath,
  type SourceAvailability,
  type StudioPanel,
} from "~/components/studio/constants";
import { getEventStream } from "~/models/stream.server";
import type { PublicUser } from "~/models/user.server";
import { parseRowId } from "~/utils/row-id";
import { isServerAdmin } from "~/services/account/server-admin.server";
import { HOST_OR_CO_HOST_ONLY, staffMay, type StaffRole } from "~/services/account/team-access.server";
import { carriesStream, playbackUrl, videoAvailable, videoProfileOf } from "~/services/video/index.server";
import { getConfig } from "~/utils/config.server";
import { formFailure } from "~/utils/form-result.server";
import { pageNotFound, readForm } from "~/utils/http.server";
import { requireSettingsStaff, settingsPageData } from "~/routes/shared.events/chat-actions.server";
import { requireHostEvent } from "~/routes/shared.events/event-actions.server";
import { offersTabData } from "~/routes/shared.events/offer-actions.server";
import { overlaysTabData } from "~/routes/shared.events/overlay-actions.server";
import { pollsTabData } from "~/routes/shared.events/poll-actions.server";
import { qaTabData } from "~/routes/shared.events/qa-actions.server";
import { postedIntent, roomAction, type RoomPage } from "~/routes/shared.events/room-action.server";
import { eventHeader } from "../_host.events.$eventId._index/dashboard-data.server";
import { liveStateAction, streamAction, streamSetupOf } from "../_host.events.$eventId._index/stream-actions.server";

/** The panels each role runs: selling is the host's; a moderator keeps to the chat and the questions. */
const PANELS: Record<StaffRole, readonly StudioPanel[]> = {
  host: STUDIO_PANELS,
  "co-host": ["qa", "polls", "overlays"],
  moderator: ["qa"],
};

/** About 2.5 segments: the packager closes one, the player stays 1.5 behind the newest (components/player/playback.ts). */
const DELAY_SEGMENTS = 2.5;

type StudioEvent = Awaited<ReturnType<typeof requireHostEvent>>;
type StudioStream = NonNullable<Awaited<ReturnType<typeof getEventStream>>>;

/** The studio's addresses: its source and panel kept, and an open Customer Profile for the chat. */
function studioPage(eventId: number, requestUrl: string, panels: readonly StudioPanel[]): RoomPage {
  const params = new URL(requestUrl).searchParams;
  const source = parseSource(params.get(SOURCE_PARAM));
  return {
    path: studioPath(eventId, { source }),
    tabPath: (tab) => studioPath(eventId, { source, tab }),
    chatPath: () => {
      const tab = panels.find((panel) => panel === params.get(TAB_PARAM));
      const profile = parseRowId(params.get(PROFILE_PARAM));
      const path = studioPath(eventId, { source, tab });
      const query = profile ? `${path.includes("?") ? "&" : "?"}${PROFILE_PARAM}=${profile}` : "";
      return `${path}${query}#${CHAT_ID}`;
    },
  };
}

/** The host's or a co-host's part: the program, its source and the broadcast's state. */
async function broadcastOf({
  hostId,
  event,
  stream,
  user,
  url,
}: {
  hostId: number;
  event: StudioEvent;
  stream: StudioStream;
  user: PublicUser;
  url: URL;
}) {
  const origin = new URL(getConfig().PUBLIC_URL ?? url).origin;
  const setup = await streamSetupOf({ hostId, eventId: event.id, origin, timeZone: event.timezone, serverAdmin: await isServerAdmin(user) });
  const can = videoProfileOf(stream.provider).capabilities;
  const carried = carriesStream(stream.provider);
  const browser: SourceAvailability =
    !can.browserSource || !carried
      ? { ok: false, reason: BROWSER_NEEDS_SELF_HOSTED }
      : setup.problem
        ? { ok: false, reason: setup.problem }
        : { ok: true };
  const onAir = stream.isLive || setup.stream?.testStream != null;
  return {
    setup,
    can,
    browser,
    program: {
      playbackUrl: onAir ? playbackUrl(stream.playbackId, stream.provider) : null,
      videoAvailable: videoAvailable(stream.provider),
      /** Known for video packaged here (its segment length); elsewhere the page measures it from the player. */
      delaySeconds: can.packagesHere && carried ? Math.round(getConfig().INGEST_SEGMENT_SECONDS * DELAY_SEGMENTS) : null,
    },
  };
}

/** Everything the studio shows, read on the server; `room` is null for an event without a stream. */
export async function studioData({ request, user, eventIdParam }: { request: Request; user: PublicUser; eventIdParam: string | undefined }) {
  const staff = await requireSettingsStaff(user, eventIdParam);
  const { hostId, role } = staff;
  const event = await requireHostEvent(hostId, eventIdParam);
  const url = new URL(request.url);
  const panels = PANELS[role];
  const { status, canEnd } = eventHeader(event, false);
  // The source, the open panel and the End event question come from the address on the page itself.
  const view = {
    role,
    panels,
    hostName: user.firstName,
    live: {
      status,
      since: status === "live" ? event.wentLiveAt : null,
      canEnd,
      renderedAt: new Date().toISOString(),
    },
  };
  const stream = await getEventStream({ hostId, eventId: event.id });
  if (!stream)
    return { ...view, event: { id: event.id, title: event.title }, room: null, broadcast: null, qa: null, polls: null, offers: null, overlays: null };

  const { streamId } = stream;
  const may = (panel: StudioPanel) => panels.includes(panel);
  const [room, broadcast, qa, polls, offers, overlays] = await Promise.all([
    settingsPageData({ hostId, eventIdParam, streamIdParam: streamId, profileParam: role === "host" ? url.searchParams.get(PROFILE_PARAM) : null }),
    staffMay(role, "broadcast") ? broadcastOf({ hostId, event, stream, user, url }) : null,
    qaTabData({ hostId, eventId: event.id, streamId, url }),
    may("polls") ? pollsTabData({ hostId, streamId, isHost: role === "host" }) : null,
    may("offers") ? offersTabData({ hostId, eventId: event.id, streamId, timeZone: event.timezone, url, user }) : null,
    may("overlays") ? overlaysTabData({ hostId, streamId }) : null,
  ]);
  return { ...view, event: room.event, room, broadcast, qa, polls, offers, overlays };
}

/**
 * POST: End event and the stream's test and key (the event dashboard's intents, for the host and
 * co-hosts), else the room's forms; each comes back to the studio as the host had it.
 */
export async function studioAction({ request, user, eventIdParam }: { request: Request; user: PublicUser; eventIdParam: string | undefined }) {
  const staff = await requireSettingsStaff(user, eventIdParam);
  const event = await requireHostEvent(staff.hostId, eventIdParam);
  const stream = await getEventStream({ hostId: staff.hostId, eventId: event.id });
  if (!stream) throw pageNotFound();
  const page = studioPage(event.id, request.url, PANELS[staff.role]);
  const intent = await postedIntent(request);
  if (intent === END_EVENT || (isStreamIntent(intent) && intent !== CREATE_STREAM)) {
    if (!staffMay(staff.role, "broadcast")) return formFailure(null, HOST_OR_CO_HOST_ONLY, { status: 403 });
    if (intent === END_EVENT) return liveStateAction({ hostId: staff.hostId, eventId: event.id, intent, back: page.path });
    return streamAction({ hostId: staff.hostId, eventId: event.id, intent, form: await readForm(request), back: page.path });
  }
  return roomAction({ request, staff, event, stream, page });
}
