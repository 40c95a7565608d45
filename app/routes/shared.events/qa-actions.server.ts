// The Q&A tab's data and forms (a question's state, "Let viewers ask anonymously"). Without
// JavaScript a success redirects back to the tab with a toast (PRG) and a failure renders the tab
// with the message; a fetcher (respond=fetcher) gets JSON instead.
import { RESPOND_FETCHER, RESPOND_FIELD } from "~/components/event-settings/constants";
import { isQaIntent, SORT_PARAM, STATUS_TOASTS, UPDATE_FAILED, type QaIntent, type QaTabData } from "~/contracts/qa-constants";
import { qaForHost, setAnonymousAsking, setQuestionStatusForHost } from "~/services/room/questions.server";
import { redirectWithToast } from "~/services/account/toast.server";
import { formFailure, formSuccess } from "~/utils/form-result.server";
import { HttpError, readForm } from "~/utils/http.server";
import { parseQuestionSort } from "~/contracts/questions";

export { isQaIntent };

export async function qaTabData({
  hostId,
  eventId,
  streamId,
  url,
}: {
  hostId: number;
  eventId: number;
  streamId: string;
  url: URL;
}): Promise<QaTabData> {
  const sort = parseQuestionSort(url.searchParams.get(SORT_PARAM));
  return { ...(await qaForHost({ hostId, streamId, sort })), sort, editPath: `/events/${eventId}/edit` };
}

/** POST on the Q&A tab (the event and stream already checked as the host's); `back`: the tab's address. */
export async function qaAction({
  hostId,
  eventId,
  streamId,
  request,
  back,
}: {
  hostId: number;
  eventId: number;
  streamId: string;
  request: Request;
  back: string;
}) {
  const form = await readForm(request);
  const intent: QaIntent = isQaIntent(form.get("intent")) ? (form.get("intent") as QaIntent) : "question-status";
  const viaFetcher = form.get(RESPOND_FIELD) === RESPOND_FETCHER;
  const sort = parseQuestionSort(form.get(SORT_PARAM));
  try {
    let title: string;
    if (intent === "qa-anonymous") {
      const anonymous = form.get("anonymous") === "on";
      await setAnonymousAsking({ hostId, eventId, streamId, anonymous });
      title = anonymous ? "Viewers may ask anonymously" : "Viewers ask with their name";
    } else {
      const question = await setQuestionStatusForHost({
        hostId,
        questionId: String(form.get("questionId") ?? ""),
        body: { status: form.get("status") },
      });
      title = STATUS_TOASTS[question.status];
    }
    if (viaFetcher) return formSuccess(intent, { toast: { title } });
    return redirectWithToast(`${back}${sort === "time" ? `&${SORT_PARAM}=time` : ""}`, { title });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return formFailure(intent, `${UPDATE_FAILED}: ${error.message}`, {
      toast: { title: "Error", description: UPDATE_FAILED, variant: "destructive" },
      status: error.status,
    });
  }
}
