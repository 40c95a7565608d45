import { requireApiUser } from "~/services/account/auth.server";
import { actingHostId } from "~/services/account/team-access.server";
import { parseRowId } from "~/schemas/chat";
import { deletePollForHost, patchPollForHost } from "~/services/room/polls.server";
import { apiRoute, noStore, readJson } from "~/utils/http.server";

const poll = (id: string | undefined) => {
  const pollId = parseRowId(id ?? "");
  return pollId === null ? null : { kind: "poll" as const, pollId };
};

export const { loader, action } = apiRoute({
  /** `{ status: "open" | "closed" }`: launch a draft (closing the stream's open poll) or close the open poll; pushed live. */
  PATCH: async ({ request, params }) => {
    const user = await requireApiUser(request);
    const hostId = await actingHostId(user, poll(params.pollId), "moderate");
    return noStore(await patchPollForHost({ hostId, pollId: params.pollId, body: await readJson(request) }));
  },
  /** Deletes a draft; 200 with it. */
  DELETE: async ({ request, params }) => {
    const user = await requireApiUser(request);
    const hostId = await actingHostId(user, poll(params.pollId), "moderate");
    return noStore(await deletePollForHost({ hostId, pollId: params.pollId }));
  },
});
