import { json, type ActionFunctionArgs } from "@remix-run/node";
import { viewerRegistrationSchema } from "~/schemas/viewer";
import { fieldErrorsOf, jsonError, methodNotAllowed, readJson, errorResponse } from "~/utils/http.server";
import { registerForStream } from "~/services/watch.server";

/** POST: a viewer registers for a stream and gets their personal watch link (spec section 7). */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const parsed = viewerRegistrationSchema.safeParse(await readJson(request));
  if (!parsed.success) {
    return jsonError(400, parsed.error.issues[0]?.message ?? "Some fields are missing or invalid.", { fieldErrors: fieldErrorsOf(parsed.error) });
  }
  const { streamId, ...input } = parsed.data;
  try {
    const result = await registerForStream({ request, clientIp: context.clientIp, streamId, input });
    const headers = result.setCookie ? { "Set-Cookie": result.setCookie } : undefined;
    return json(
      { message: result.message, uniqueUrl: result.uniqueUrl, viewer: { id: result.viewer.id, firstName: result.viewer.firstName, email: result.viewer.email } },
      { status: result.created ? 201 : 200, headers },
    );
  } catch (error) {
    return errorResponse(error);
  }
}

export const loader = () => methodNotAllowed(["POST"]);
