import { json } from "@remix-run/node";
import { signUpPayloadSchema } from "~/schemas/auth";
import { signUpWithPassword, startUserSession } from "~/services/auth.server";
import { apiRoute, parseJsonBody } from "~/utils/http.server";

export const { loader, action } = apiRoute({
  /** 201 with the new host, signed in; a taken e-mail is a 409 (DuplicateEmailError). */
  POST: async ({ request }) => {
    const user = await signUpWithPassword(await parseJsonBody(request, signUpPayloadSchema));
    return json({ user }, { status: 201, headers: { "Set-Cookie": await startUserSession(request, user.id) } });
  },
});
