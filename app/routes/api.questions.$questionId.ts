import { actingHostId, questionNamed } from "~/services/account/team-access.server";
import { getQuestionForHost, setQuestionStatusForHost } from "~/services/room/questions.server";
import { apiRoute, noStore, readJson } from "~/utils/http.server";
import { signedIn } from "~/routes/shared.account/signed-in.server";

export const { loader, action } = apiRoute({
  /** One of the host's questions, with who asked. */
  GET: signedIn(async ({ params, user }) => {
    const hostId = await actingHostId(user, questionNamed(params.questionId), "moderate");
    return noStore(await getQuestionForHost({ hostId, questionId: params.questionId }));
  }),
  /** `{ status: "open" | "answered" | "highlighted" | "dismissed" }`: pushed live; 200 with the question. */
  PATCH: signedIn(async ({ request, params, user }) => {
    const hostId = await actingHostId(user, questionNamed(params.questionId), "moderate");
    return noStore(await setQuestionStatusForHost({ hostId, questionId: params.questionId, body: await readJson(request) }));
  }),
});
