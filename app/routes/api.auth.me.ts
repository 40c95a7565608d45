import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { requireApiUser } from "~/services/auth.server";
import { methodNotAllowed } from "~/utils/http.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return json({ user: await requireApiUser(request) });
}

export const action = () => methodNotAllowed(["GET"]);
