import { createCookie } from "@remix-run/node";
import { redeemSignInUnlockToken } from "~/models/sign-in-unlock.server";
import { getConfig } from "~/utils/config.server";
import { lazy } from "~/utils/lazy";
import { isSecureCookie } from "./session.server";

const UNLOCKED_FOR_MS = 24 * 60 * 60_000;

interface Unlocked {
  account: string;
  until: number;
}

/** Signed, so only the server can say which account this browser may sign in to past the account limit. */
const unlockCookie = lazy(() => {
  const config = getConfig();
  return createCookie("__sign_in_unlock", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: isSecureCookie(config),
    secrets: [config.SESSION_SECRET],
    maxAge: UNLOCKED_FOR_MS / 1000,
  });
});

/** Whether this browser opened an unlock link for the account (normalised e-mail) in the last 24 hours. */
export async function isUnlockedForAccount(request: Request, account: string, now = new Date()) {
  const value = (await unlockCookie().parse(request.headers.get("Cookie"))) as Partial<Unlocked> | null;
  return value?.account === account && typeof value.until === "number" && value.until > now.getTime();
}

/** Uses the link's token; the Set-Cookie that lets this browser past the account limit, or null for a used or expired link. */
export async function unlockSignIn(token: string, now = new Date()) {
  const account = await redeemSignInUnlockToken({ token, now });
  if (!account) return null;
  const value: Unlocked = { account: account.emailNormalized, until: now.getTime() + UNLOCKED_FOR_MS };
  return { email: account.email, setCookie: await unlockCookie().serialize(value) };
}
