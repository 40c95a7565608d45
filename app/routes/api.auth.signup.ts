import { json } from "@remix-run/node";
import { signUpPayloadSchema } from "~/schemas/auth";
import { signUpWithPassword, startUserSession } from "~/services/account/auth.server";
import { apiRoute, parseJsonBody } from "~/utils/http.server";

export const { loader, action } = apiRoute({
  /** 201 with the new host, signed in; a taken e-mail is a 409 (DuplicateEmailError), too many sign-ups a 429, a full hashing queue a 503. */
  POST: async ({ request, context }) => {
    const user = await signUpWithPassword({ ...(await parseJsonBody(request, signUpPayloadSchema)), ip: context.clientIp });
    return json({ user }, { status: 201, headers: { "Set-Cookie": await startUserSession(request, user.id) } });
  },
});
