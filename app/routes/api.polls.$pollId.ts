import { actingHostId, pollNamed } from "~/services/account/team-access.server";
import { deletePollForHost, patchPollForHost } from "~/services/room/polls.server";
import { apiRoute, noStore, readJson } from "~/utils/http.server";
import { signedIn } from "~/routes/shared.account/signed-in.server";

export const { loader, action } = apiRoute({
  /** `{ status: "open" | "closed" }`: launch a draft (closing the stream's open poll) or close the open poll; pushed live. */
  PATCH: signedIn(async ({ request, params, user }) => {
    const hostId = await actingHostId(user, pollNamed(params.pollId), "moderate");
    return noStore(await patchPollForHost({ hostId, pollId: params.pollId, body: await readJson(request) }));
  }),
  /** Deletes a draft; 200 with it. */
  DELETE: signedIn(async ({ params, user }) => {
    const hostId = await actingHostId(user, pollNamed(params.pollId), "moderate");
    return noStore(await deletePollForHost({ hostId, pollId: params.pollId }));
  }),
});
