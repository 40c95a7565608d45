// "Mark chapter" during the live (the host or a co-host): a chapter of the replay starting now.
// Without JavaScript a success redirects back to the page with a toast the tabs show; a refusal
// renders the page with the message under the field. A fetcher (respond=fetcher) gets JSON.
import { RESPOND_FETCHER, RESPOND_FIELD } from "~/components/event-settings/constants";
import { CHAPTER_MARKED, MARK_CHAPTER, MARK_CHAPTER_ID } from "~/components/event-settings/mark-chapter";
import { addChapterForHost } from "~/services/recordings/replays.server";
import { redirectWithToast } from "~/services/account/toast.server";
import { formFailure, formSuccess } from "~/utils/form-result.server";
import { HttpError } from "~/utils/http.server";

/** `back`: the page the form is on. */
export async function markChapterAction({ hostId, eventId, form, back }: { hostId: number; eventId: number; form: FormData; back: string }) {
  const title = String(form.get("title") ?? "");
  const viaFetcher = form.get(RESPOND_FIELD) === RESPOND_FETCHER;
  let chapter: Awaited<ReturnType<typeof addChapterForHost>>;
  try {
    chapter = await addChapterForHost({ hostId, eventId, body: { title } });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const titleErrors = error.fieldErrors?.title;
    return formFailure(MARK_CHAPTER, error, { fieldErrors: titleErrors ? { title: titleErrors } : {}, values: { title } });
  }
  const toast = { title: CHAPTER_MARKED, description: `The replay's chapter “${chapter.title}” starts at this moment.` };
  if (viaFetcher) return formSuccess(MARK_CHAPTER, { toast });
  return redirectWithToast(`${back}#${MARK_CHAPTER_ID}`, toast);
}
