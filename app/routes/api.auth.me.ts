import { json } from "@remix-run/node";
import type { SignedInUser } from "~/contracts/account";
import { signedIn } from "~/routes/shared.account/signed-in.server";
import { apiRoute } from "~/utils/http.server";

export const { loader, action } = apiRoute({ GET: signedIn(async ({ user }) => json<SignedInUser>({ user })) });
