import type { LoaderFunctionArgs } from "@remix-run/node";
import { beginGoogleSignIn } from "~/services/google-auth.server";

export const loader = ({ request }: LoaderFunctionArgs) => beginGoogleSignIn(request, "signup");
