import { json } from "@remix-run/node";
import { requireApiUser } from "~/services/account/auth.server";
import { apiRoute } from "~/utils/http.server";

export const { loader, action } = apiRoute({ GET: async ({ request }) => json({ user: await requireApiUser(request) }) });
