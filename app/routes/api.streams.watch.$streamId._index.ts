import { apiRoute, noStore } from "~/utils/http.server";
import { resolveStreamWatch } from "~/services/room/watch.server";

export const { loader, action } = apiRoute({
  /** The watch response for /watch/{streamId} (polled by the page as a fallback to push). */
  GET: async ({ request, params }) => noStore((await resolveStreamWatch({ request, streamId: params.streamId ?? "" })).response),
});
