import { voteFromRequest } from "~/services/room/polls.server";
import { apiRoute, noStore, readJson } from "~/utils/http.server";

export const { loader, action } = apiRoute({
  /** `{ viewerId, optionIds, token? }`, authorised as a chat post: 200 with the poll as the viewer sees it. */
  POST: async ({ request, params }) => noStore(await voteFromRequest({ request, pollId: params.pollId, body: await readJson(request) })),
});
