import { askFromRequest, listQuestionsForRequest } from "~/services/room/questions.server";
import { apiRoute, noStore, readJson } from "~/utils/http.server";

export const { loader, action } = apiRoute({
  /**
   * The questions as the caller sees them: the host (session) every one with who asked,
   * `?sort=votes|time`; a viewer (cookie or `?token=`) or a visitor of an open event the open,
   * highlighted and answered ones by votes, without e-mails or anonymous askers' names.
   */
  GET: async ({ request, params }) => noStore(await listQuestionsForRequest({ request, streamId: params.streamId ?? "" })),
  /** `{ viewerId, text, anonymous? }` (and `token`, or the viewer cookie): 201 with the question. */
  POST: async ({ request, params }) => {
    const body = await readJson(request);
    return noStore(await askFromRequest({ request: () => request, streamId: params.streamId ?? "", body }), { status: 201 });
  },
});
