import { json } from "@remix-run/node";
import { viewerRegistrationSchema } from "~/schemas/viewer";
import { apiRoute, fieldErrorsOf, HttpError, readJson } from "~/utils/http.server";
import { registerForStream } from "~/services/watch.server";

export const { loader, action } = apiRoute({
  /** A viewer registers for a stream and gets their personal watch link (spec section 7). */
  POST: async ({ request, context }) => {
    const parsed = viewerRegistrationSchema.safeParse(await readJson(request));
    if (!parsed.success) {
      throw new HttpError(400, parsed.error.issues[0]?.message ?? "Some fields are missing or invalid.", {
        fieldErrors: fieldErrorsOf(parsed.error),
      });
    }
    const { streamId, ...input } = parsed.data;
    const result = await registerForStream({ request, clientIp: context.clientIp, streamId, input });
    const headers = result.setCookie ? { "Set-Cookie": result.setCookie } : undefined;
    return json(
      {
        message: result.message,
        uniqueUrl: result.uniqueUrl,
        viewer: { id: result.viewer.id, firstName: result.viewer.firstName, email: result.viewer.email },
      },
      { status: result.created ? 201 : 200, headers },
    );
  },
});
