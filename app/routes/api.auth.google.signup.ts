import type { LoaderFunctionArgs } from "@remix-run/node";
import { methodNotAllowed } from "~/utils/http.server";
import { beginGoogleSignIn } from "~/services/google-auth.server";

export const loader = ({ request }: LoaderFunctionArgs) => beginGoogleSignIn(request, "signup");

export const action = () => methodNotAllowed(["GET"]);
