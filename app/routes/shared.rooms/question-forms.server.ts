// The watch page's Q&A forms without JavaScript (with it the page calls the JSON API): ask
// (intent=ask) and upvote (intent=upvote) as the viewer the personal link names, then back to the
// questions (post/redirect/get); a refusal renders the page again with the message inline.
import { redirect } from "@remix-run/node";
import { QUESTION_INTENTS, QUESTIONS_ID, type QuestionIntent } from "~/components/watch/question-forms";
import { askFromWatchPage, upvoteFromWatchPage } from "~/services/room/questions.server";
import { formFailure } from "~/utils/form-result.server";
import { HttpError } from "~/utils/http.server";
import { isOneOf } from "~/utils/one-of";

export const isQuestionIntent = isOneOf(QUESTION_INTENTS);

export async function questionFromWatchPage({
  request,
  form,
  intent,
  streamId,
  uniqueId,
}: {
  request: Request;
  form: FormData;
  intent: QuestionIntent;
  streamId: string;
  uniqueId: string;
}) {
  const raw = form.get("text");
  const text = typeof raw === "string" ? raw.slice(0, 2_000) : "";
  try {
    if (intent === "ask") await askFromWatchPage({ streamId, uniqueId, text, anonymous: form.get("anonymous") === "on" });
    else await upvoteFromWatchPage({ streamId, uniqueId, questionId: String(form.get("questionId") ?? "") });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return formFailure(intent, error, { values: intent === "ask" ? { text } : null, toast: null });
  }
  return redirect(`${new URL(request.url).pathname}#${QUESTIONS_ID}`);
}
