import { requireApiUser } from "~/services/account/auth.server";
import { actingHostId } from "~/services/account/team-access.server";
import { parseRowId } from "~/schemas/chat";
import { getQuestionForHost, setQuestionStatusForHost } from "~/services/room/questions.server";
import { apiRoute, noStore, readJson } from "~/utils/http.server";

const question = (id: string | undefined) => {
  const questionId = parseRowId(id ?? "");
  return questionId === null ? null : { kind: "question" as const, questionId };
};

export const { loader, action } = apiRoute({
  /** One of the host's questions, with who asked. */
  GET: async ({ request, params }) => {
    const user = await requireApiUser(request);
    const hostId = await actingHostId(user, question(params.questionId), "moderate");
    return noStore(await getQuestionForHost({ hostId, questionId: params.questionId }));
  },
  /** `{ status: "open" | "answered" | "highlighted" | "dismissed" }`: pushed live; 200 with the question. */
  PATCH: async ({ request, params }) => {
    const user = await requireApiUser(request);
    const hostId = await actingHostId(user, question(params.questionId), "moderate");
    return noStore(await setQuestionStatusForHost({ hostId, questionId: params.questionId, body: await readJson(request) }));
  },
});
