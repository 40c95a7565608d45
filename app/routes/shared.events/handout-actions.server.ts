// The Handouts tab's data and forms. Every form is a plain post: a success redirects back to the tab
// with a toast (PRG), a refusal renders the tab (4xx) with the message inline and the typed values
// kept. The upload is multipart (?upload=handout), its file streamed to disk as it arrives.
import {
  HANDOUT_FAILURE,
  HANDOUT_TOASTS,
  HANDOUT_UPLOAD_PARAM,
  HANDOUT_UPLOAD_VALUE,
  handoutAnchor,
  isHandoutIntent,
  type HandoutIntent,
  type HandoutsTabData,
} from "~/contracts/handout-constants";
import { createFileHandout, createLinkHandout, deleteHandoutForHost, listHandoutsForHost, readHandoutUpload } from "~/services/room/handouts.server";
import { redirectWithToast } from "~/services/account/toast.server";
import { formFailure } from "~/utils/form-result.server";
import { HttpError, readForm } from "~/utils/http.server";
import { getLogger } from "~/utils/logger.server";

export { isHandoutIntent };

/** Whether a post is the Handouts tab's upload (it names itself in the address, being multipart). */
export const isHandoutUpload = (request: Request) => new URL(request.url).searchParams.get(HANDOUT_UPLOAD_PARAM) === HANDOUT_UPLOAD_VALUE;

export async function handoutsTabData({
  hostId,
  eventId,
  streamId,
}: {
  hostId: number;
  eventId: number;
  streamId: string;
}): Promise<HandoutsTabData> {
  return { handouts: await listHandoutsForHost({ hostId, eventId }), streamId };
}

interface Target {
  hostId: number;
  eventId: number;
  streamId: string;
  request: Request;
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, 4_000) : "";
};

async function perform(intent: HandoutIntent, { hostId, eventId, request }: Target, form: FormData | null) {
  switch (intent) {
    case "upload-handout": {
      const { form: fields, upload } = await readHandoutUpload(request);
      const handout = await createFileHandout({ hostId, eventId, upload, title: fields.get("title") });
      return { toast: HANDOUT_TOASTS.uploaded, anchor: handoutAnchor(handout.id) };
    }
    case "add-handout-link": {
      const fields = form ?? new FormData();
      const body = { title: text(fields, "title"), url: text(fields, "url") };
      const handout = await createLinkHandout({ hostId, eventId, body });
      return { toast: HANDOUT_TOASTS.linkAdded, anchor: handoutAnchor(handout.id) };
    }
    case "remove-handout":
      await deleteHandoutForHost({ hostId, handoutId: text(form ?? new FormData(), "handoutId") });
      return { toast: HANDOUT_TOASTS.removed, anchor: null };
  }
}

/** POST on the Handouts tab (the event and stream already checked as the host's); `back`: the tab's address. */
export async function handoutAction(target: Target & { back: string }) {
  const { streamId, request, back } = target;
  const uploading = isHandoutUpload(request);
  const form = uploading ? null : await readForm(request);
  const rawIntent = uploading ? "upload-handout" : form?.get("intent");
  const intent = isHandoutIntent(rawIntent) ? rawIntent : null;
  if (!intent) return formFailure(null, "Unknown action. Reload the page and try again.");
  try {
    const done = await perform(intent, target, form);
    return redirectWithToast(done.anchor ? `${back}#${done.anchor}` : back, done.toast);
  } catch (error) {
    if (error instanceof Response) throw error;
    const known = error instanceof HttpError;
    if (!known) getLogger().error({ err: error, intent, streamId }, "a handout action failed");
    const message = known ? (Object.values(error.fieldErrors ?? {})[0]?.[0] ?? error.message) : "Please try again.";
    return formFailure(intent, message, {
      fieldErrors: known ? (error.fieldErrors ?? {}) : {},
      values: form && intent === "add-handout-link" ? { title: text(form, "title"), url: text(form, "url") } : null,
      toast: { title: HANDOUT_FAILURE[intent], description: message, variant: "destructive" },
      status: known ? error.status : 500,
    });
  }
}
