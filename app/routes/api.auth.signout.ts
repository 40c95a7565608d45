import { json } from "@remix-run/node";
import type { SignedOut } from "~/contracts/account";
import { endUserSession } from "~/services/account/auth.server";
import { apiRoute } from "~/utils/http.server";

export const { loader, action } = apiRoute({
  POST: async ({ request }) => json<SignedOut>({ ok: true }, { headers: { "Set-Cookie": await endUserSession(request) } }),
});
