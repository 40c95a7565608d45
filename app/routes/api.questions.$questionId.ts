import { questionNamed } from "~/services/account/team-access.server";
import { getQuestionForHost, setQuestionStatusForHost } from "~/services/room/questions.server";
import { apiRoute, noStore, readJson } from "~/utils/http.server";
import { actingFor } from "~/routes/shared.account/signed-in.server";

const moderating = actingFor("moderate", (params) => questionNamed(params.questionId));

export const { loader, action } = apiRoute({
  /** One of the host's questions, with who asked. */
  GET: moderating(async ({ params, hostId }) => noStore(await getQuestionForHost({ hostId, questionId: params.questionId }))),
  /** `{ status: "open" | "answered" | "highlighted" | "dismissed" }`: pushed live; 200 with the question. */
  PATCH: moderating(async ({ request, params, hostId }) =>
    noStore(await setQuestionStatusForHost({ hostId, questionId: params.questionId, body: await readJson(request) })),
  ),
});
