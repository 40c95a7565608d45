import { streamNamed } from "~/services/account/team-access.server";
import { createPollForHost, listPollsForRequest } from "~/services/room/polls.server";
import { apiRoute, noStore, readJson } from "~/utils/http.server";
import { actingFor } from "~/routes/shared.account/signed-in.server";

export const { loader, action } = apiRoute({
  /** The host: every poll with its results. Viewers and visitors: launched polls, results as each poll's showResults allows, their own vote. */
  GET: async ({ request, params }) => noStore(await listPollsForRequest({ request, streamId: params.streamId })),
  /** `{ question, options: string[], multipleChoice, showResults: "live" | "closed", allowVoteChange? }`: 201 with the draft. */
  POST: actingFor("moderate", (params) => streamNamed(params.streamId))(async ({ request, params, hostId }) =>
    noStore(await createPollForHost({ hostId, streamId: params.streamId, body: await readJson(request) }), { status: 201 }),
  ),
});
