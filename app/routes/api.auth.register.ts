import { json } from "@remix-run/node";
import { viewerRegistrationSchema } from "~/schemas/viewer";
import { apiRoute, fieldErrorsOf, HttpError, readJson } from "~/utils/http.server";
import { registerForStream } from "~/services/watch.server";

export const { loader, action } = apiRoute({
  /**
   * A viewer registers for a stream (spec section 7). Their personal link goes to their e-mail;
   * the answer never carries it, sets no cookie and reads the same whether the e-mail was known.
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
    return json({ message: result.message, uniqueUrl: null, emailSent: true });
  },
});
