import { pollNamed } from "~/services/account/team-access.server";
import { deletePollForHost, patchPollForHost } from "~/services/room/polls.server";
import { apiRoute, noStore, readJson } from "~/utils/http.server";
import { actingFor } from "~/routes/shared.account/signed-in.server";

const moderating = actingFor("moderate", (params) => pollNamed(params.pollId));

export const { loader, action } = apiRoute({
  /** `{ status: "open" | "closed" }`: launch a draft (closing the stream's open poll) or close the open poll; pushed live. */
  PATCH: moderating(async ({ request, params, hostId }) =>
    noStore(await patchPollForHost({ hostId, pollId: params.pollId, body: await readJson(request) })),
  ),
  /** Deletes a draft; 200 with it. */
  DELETE: moderating(async ({ params, hostId }) => noStore(await deletePollForHost({ hostId, pollId: params.pollId }))),
});
