import { json, type ActionFunctionArgs } from "@remix-run/node";
import { endUserSession } from "~/services/auth.server";
import { methodNotAllowed } from "~/utils/http.server";

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return json({ ok: true }, { headers: { "Set-Cookie": await endUserSession(request) } });
}

export const loader = () => methodNotAllowed(["POST"]);
