import { redirect } from "@remix-run/node";
import { PASSCODE_INTENT } from "~/contracts/watch-data";
import { enterPasscode } from "~/services/room/room-gates.server";
import { formFailure } from "~/utils/form-result.server";
import { HttpError } from "~/utils/http.server";

/**
 * The passcode form of a page behind the event's passcode (the watch page, the replay, on-demand):
 * through, back to the same page with the cookie that remembers it; refused, the page again with
 * the reason. `uniqueId` is the viewer whose row keeps the proof (null for a visitor of an open event).
 */
export async function passcodeFormAnswer({
  request,
  form,
  clientIp,
  streamId,
  uniqueId,
}: {
  request: Request;
  form: FormData;
  clientIp: string;
  streamId: string;
  uniqueId: string | null;
}) {
  try {
    const { setCookie } = await enterPasscode({ request, streamId, body: { passcode: form.get("passcode"), token: uniqueId }, clientIp });
    return redirect(new URL(request.url).pathname, setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return formFailure(PASSCODE_INTENT, error, { toast: null });
  }
}
