import { json } from "@remix-run/node";
import type { SignInReply } from "~/contracts/account";
import { signInPayloadSchema } from "~/schemas/auth";
import { AFTER_SIGN_IN, signInWithPassword, startUserSession } from "~/services/account/auth.server";
import { beginSecondStep } from "~/services/account/two-factor.server";
import { apiRoute, HttpError, parseJsonBody } from "~/utils/http.server";

export const { loader, action } = apiRoute({
  POST: async ({ request, context }) => {
    const { email, password } = await parseJsonBody(request, signInPayloadSchema);
    const result = await signInWithPassword({ email, password, ip: context.clientIp, request });
    if (!result.ok) throw new HttpError(result.status, result.error, { retryAfterSeconds: result.status === 401 ? 0 : result.retryAfterSeconds });
    // The password was right, so this is a 200, but with no session and no user yet: the client
    // finishes with POST /api/auth/signin/two-factor, carrying the pending sign-in cookie.
    const pending = await beginSecondStep({ request, userId: result.user.id, redirectTo: AFTER_SIGN_IN });
    if (pending) {
      return json<SignInReply>(
        { twoFactorRequired: true, methods: ["code", "recoveryCode"], next: "/api/auth/signin/two-factor" },
        { headers: { "Set-Cookie": pending, "Cache-Control": "no-store" } },
      );
    }
    return json<SignInReply>({ user: result.user }, { headers: { "Set-Cookie": await startUserSession(request, result.user.id) } });
  },
});
