import { upvoteFromRequest } from "~/services/room/questions.server";
import { apiRoute, noStore, readJson } from "~/utils/http.server";

export const { loader, action } = apiRoute({
  /** `{ viewerId }` (and `token`, or the viewer cookie): 200 with the question and its new count; 409 for a second vote. */
  POST: async ({ request, params }) => {
    const body = await readJson(request);
    return noStore(await upvoteFromRequest({ request: () => request, questionId: params.questionId, body }));
  },
});
