import { reportReplayWatch, REPLAY_LINK_NOT_FOUND } from "~/services/recordings/replay-viewing.server";
import { apiRoute, HttpError, noStore, parseJsonBodyText, readBytesUpTo, bodyTooLarge } from "~/utils/http.server";
import { parseEventId } from "~/utils/route-ids";

const MAX_BYTES = 4096;

export const { loader, action } = apiRoute({
  /**
   * The replay page's watch-time report `{ viewId, seconds, minutes }`, authorised by the
   * registrant's token in the address. Read whatever its type: navigator.sendBeacon sends text/plain.
   */
  POST: async ({ request, params }) => {
    const eventId = parseEventId(params.eventId);
    if (eventId === null || !params.accessToken) throw new HttpError(404, REPLAY_LINK_NOT_FOUND);
    const bytes = await readBytesUpTo(request, MAX_BYTES);
    if (bytes === null) throw bodyTooLarge(MAX_BYTES);
    const body = parseJsonBodyText(bytes.toString("utf8"));
    return noStore(await reportReplayWatch({ eventId, accessToken: params.accessToken, body }));
  },
});
