import { json } from "@remix-run/node";
import { z } from "zod";
import { emailField } from "~/schemas/auth";
import { signInWithPassword, startUserSession } from "~/services/auth.server";
import { apiRoute, HttpError, parseJsonBody } from "~/utils/http.server";

const payload = z.object({
  email: emailField,
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(128, "Password must be at most 128 characters"),
});

export const { loader, action } = apiRoute({
  POST: async ({ request, context }) => {
    const { email, password } = await parseJsonBody(request, payload);
    const result = await signInWithPassword({ email, password, ip: context.clientIp, request });
    if (!result.ok) throw new HttpError(result.status, result.error, { retryAfterSeconds: result.status === 401 ? 0 : result.retryAfterSeconds });
    return json({ user: result.user }, { headers: { "Set-Cookie": await startUserSession(request, result.user.id) } });
  },
});
