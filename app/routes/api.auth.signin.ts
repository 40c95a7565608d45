import { json, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { emailField } from "~/schemas/auth";
import { signInWithPassword, startUserSession } from "~/services/auth.server";
import { jsonError, methodNotAllowed, parseJsonBody } from "~/utils/http.server";

const payload = z.object({
  email: emailField,
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(128, "Password must be at most 128 characters"),
});

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const { email, password } = await parseJsonBody(request, payload);
  const result = await signInWithPassword({ email, password, ip: context.clientIp });
  if (!result.ok) return jsonError(result.status, result.error);
  return json({ user: result.user }, { headers: { "Set-Cookie": await startUserSession(request, result.user.id) } });
}

export const loader = () => methodNotAllowed(["POST"]);
