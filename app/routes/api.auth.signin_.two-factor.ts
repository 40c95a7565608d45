import { json } from "@remix-run/node";
import { twoFactorSignInPayload } from "~/schemas/two-factor";
import { completeSecondStep } from "~/services/account/two-factor.server";
import { apiRoute, parseJsonBody } from "~/utils/http.server";

export const { loader, action } = apiRoute({
  POST: async ({ request }) => {
    const { code, recoveryCode, rememberDevice } = await parseJsonBody(request, twoFactorSignInPayload);
    const factor = code !== undefined ? { code } : { recoveryCode: recoveryCode ?? "" };
    const { user, setCookies } = await completeSecondStep({ request, factor, rememberDevice });
    const headers = new Headers({ "Cache-Control": "no-store" });
    for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
    return json({ user }, { headers });
  },
});
