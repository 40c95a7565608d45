import { json, type ActionFunctionArgs } from "@remix-run/node";
import { DuplicateEmailError } from "~/models/user.server";
import { signUpPayloadSchema } from "~/schemas/auth";
import { signUpWithPassword, startUserSession } from "~/services/auth.server";
import { jsonError, methodNotAllowed, parseJsonBody } from "~/utils/http.server";

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const input = await parseJsonBody(request, signUpPayloadSchema);
  try {
    const user = await signUpWithPassword(input);
    return json({ user }, { status: 201, headers: { "Set-Cookie": await startUserSession(request, user.id) } });
  } catch (error) {
    if (error instanceof DuplicateEmailError) return jsonError(409, error.message, { fieldErrors: { email: [error.message] } });
    throw error;
  }
}

export const loader = () => methodNotAllowed(["POST"]);
