import { beginGoogleSignIn } from "~/services/account/google-auth.server";
import { apiRoute } from "~/utils/http.server";

export const { loader, action } = apiRoute({ GET: ({ request }) => beginGoogleSignIn(request, "signin") });
