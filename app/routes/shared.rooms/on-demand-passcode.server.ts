import { passcodeFormAnswer } from "~/routes/shared.rooms/passcode-form.server";
import { onDemandViewerOf } from "~/services/recordings/on-demand.server";
import { httpErrorOf, pageNotFound } from "~/utils/http.server";
import { formFailure } from "~/utils/form-result.server";
import { PASSCODE_INTENT } from "~/contracts/watch-data";

/** The on-demand pages' passcode form: the registrant's viewer keeps the proof, then the same page again. */
export async function onDemandPasscodeAnswer({
  request,
  form,
  clientIp,
  eventId,
  accessToken,
}: {
  request: Request;
  form: FormData;
  clientIp: string;
  eventId: number;
  accessToken: string;
}) {
  try {
    const { streamId, uniqueId } = await onDemandViewerOf({ eventId, accessToken });
    return passcodeFormAnswer({ request, form, clientIp, streamId, uniqueId });
  } catch (error) {
    const known = httpErrorOf(error);
    if (!known) throw error;
    if (known.status === 404) throw pageNotFound();
    return formFailure(PASSCODE_INTENT, known, { toast: null });
  }
}
