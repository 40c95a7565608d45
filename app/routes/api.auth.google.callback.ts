import type { LoaderFunctionArgs } from "@remix-run/node";
import { completeGoogleSignIn } from "~/services/google-auth.server";

export const loader = ({ request }: LoaderFunctionArgs) => completeGoogleSignIn(request);
