import { json } from "@remix-run/node";
import type { StreamRegistrationConfirmation } from "~/contracts/registrations";
import { viewerRegistrationSchema } from "~/schemas/viewer";
import { apiRoute, fieldErrorsOf, HttpError, readJson } from "~/utils/http.server";
import { registerForStream } from "~/services/room/watch.server";

export const { loader, action } = apiRoute({
  /**
   * A viewer registers for a stream (spec section 7). A new registrant's answer carries their
   * personal link (`uniqueUrl`, a path) and the viewer cookie; an e-mail already registered, or an
   * event that confirms addresses first, gets `uniqueUrl: null`: the link goes to the e-mail only.
   */
  POST: async ({ request, context }) => {
    const parsed = viewerRegistrationSchema.safeParse(await readJson(request));
    if (!parsed.success) {
      throw new HttpError(400, parsed.error.issues[0]?.message ?? "Some fields are missing or invalid.", {
        fieldErrors: fieldErrorsOf(parsed.error),
      });
    }
    const { streamId, ...input } = parsed.data;
    const result = await registerForStream({ request, clientIp: context.clientIp, streamId, input });
    return json<StreamRegistrationConfirmation>(
      { message: result.message, uniqueUrl: result.personalPath, emailSent: true },
      result.setCookie ? { headers: { "Set-Cookie": result.setCookie } } : undefined,
    );
  },
});
