import type { LoaderFunctionArgs } from "@remix-run/node";
import { methodNotAllowed } from "~/utils/http.server";
import { completeGoogleSignIn } from "~/services/google-auth.server";

export const loader = ({ request }: LoaderFunctionArgs) => completeGoogleSignIn(request);

export const action = () => methodNotAllowed(["GET"]);
