import { createCookie, redirect } from "@remix-run/node";
import { Authenticator, AuthorizationError } from "remix-auth";
import { GoogleStrategy, type GoogleProfile, type GoogleStrategyOptions } from "remix-auth-google";
import type { OAuth2StrategyVerifyParams } from "remix-auth-oauth2";
import type { StrategyVerifyCallback } from "remix-auth";
import { GOOGLE_ERRORS, type GoogleErrorCode } from "~/schemas/auth-rules";
import { createUser, findUserByEmail, findUserByGoogleSub, linkGoogleAccount, type PublicUser } from "~/models/user.server";
import { getConfig, isGoogleConfigured, type Config } from "~/utils/config.server";
import { AFTER_SIGN_IN, startUserSession } from "./auth.server";
import { getLogger } from "~/utils/logger.server";
import { getSessionStorage, isSecureCookie } from "./session.server";
import { redirectWithToast } from "./toast.server";
import { beginSecondStep, TWO_FACTOR_PAGE } from "./two-factor.server";
import { lazy } from "~/utils/lazy";

/** A refusal we explain to the user; its code travels back to the sign-in page. */
export class GoogleAccountError extends Error {
  constructor(readonly code: GoogleErrorCode) {
    super(GOOGLE_ERRORS[code]);
  }
}

/** The page-facing code for any failure of the Google round trip (bad state, provider error...). */
export function googleErrorCode(error: unknown): GoogleErrorCode {
  const cause = error instanceof AuthorizationError ? error.cause : error;
  return cause instanceof GoogleAccountError ? cause.code : "google-failed";
}
export const GOOGLE_CALLBACK_PATH = "/api/auth/google/callback";

interface GoogleEndpoints {
  authorizationURL?: string;
  tokenURL?: string;
  userInfoURL: string;
}

/** Google's strategy with its endpoints taken from configuration, so tests can run a fake provider. */
class ConfigurableGoogleStrategy extends GoogleStrategy<PublicUser> {
  private readonly userInfoEndpoint: string;

  constructor(
    options: GoogleStrategyOptions,
    endpoints: GoogleEndpoints,
    verify: StrategyVerifyCallback<PublicUser, OAuth2StrategyVerifyParams<GoogleProfile, Record<string, string | number>>>,
  ) {
    super(options, verify);
    if (endpoints.authorizationURL) this.authorizationURL = endpoints.authorizationURL;
    if (endpoints.tokenURL) this.tokenURL = endpoints.tokenURL;
    this.userInfoEndpoint = endpoints.userInfoURL;
  }

  protected override async userProfile(accessToken: string): Promise<GoogleProfile> {
    const response = await fetch(this.userInfoEndpoint, { headers: { Authorization: `Bearer ${accessToken}` } });
    if (!response.ok) throw new AuthorizationError("Google did not return your profile.");
    const raw = (await response.json()) as GoogleProfile["_json"];
    return {
      provider: "google",
      id: raw.sub,
      displayName: raw.name ?? "",
      name: { familyName: raw.family_name ?? "", givenName: raw.given_name ?? "" },
      emails: [{ value: raw.email }],
      photos: [{ value: raw.picture ?? "" }],
      _json: raw,
    };
  }
}

/**
 * Accounts are keyed on Google's subject id. An existing e-mail account is linked only when Google
 * says the address is verified; an unverified address never opens anyone's account.
 */
export async function findOrCreateGoogleUser(profile: {
  sub: string;
  email?: string;
  emailVerified: boolean;
  givenName?: string;
  familyName?: string;
}): Promise<PublicUser> {
  const linked = await findUserByGoogleSub({ googleSub: profile.sub });
  if (linked) return linked;
  if (!profile.email) throw new GoogleAccountError("google-no-email");
  if (!profile.emailVerified) throw new GoogleAccountError("google-unverified");
  const existing = await findUserByEmail({ email: profile.email });
  if (existing) {
    await linkGoogleAccount({ userId: existing.id, googleSub: profile.sub });
    return { id: existing.id, firstName: existing.firstName, lastName: existing.lastName, email: existing.email };
  }
  return createUser({
    email: profile.email,
    firstName: profile.givenName || profile.email.split("@")[0] || "Google user",
    lastName: profile.familyName ?? "",
    googleSub: profile.sub,
  });
}

function createGoogleAuthenticator(config: Config) {
  const authenticator = new Authenticator<PublicUser>(getSessionStorage(), { throwOnError: true });
  const callbackURL = config.PUBLIC_URL ? new URL(GOOGLE_CALLBACK_PATH, config.PUBLIC_URL).toString() : GOOGLE_CALLBACK_PATH;
  authenticator.use(
    new ConfigurableGoogleStrategy(
      { clientID: config.GOOGLE_CLIENT_ID ?? "", clientSecret: config.GOOGLE_CLIENT_SECRET ?? "", callbackURL, prompt: "select_account" },
      {
        authorizationURL: config.GOOGLE_AUTHORIZATION_URL,
        tokenURL: config.GOOGLE_TOKEN_URL,
        userInfoURL: config.GOOGLE_USERINFO_URL ?? "https://www.googleapis.com/oauth2/v3/userinfo",
      },
      async ({ profile }) =>
        findOrCreateGoogleUser({
          sub: profile.id,
          email: profile._json.email,
          emailVerified: profile._json.email_verified === true || String(profile._json.email_verified) === "true",
          givenName: profile._json.given_name,
          familyName: profile._json.family_name,
        }),
    ),
    "google",
  );
  return authenticator;
}

const googleAuthenticator = lazy(() => createGoogleAuthenticator(getConfig()));

export function getGoogleAuthenticator() {
  return isGoogleConfigured() ? googleAuthenticator() : null;
}

type GoogleIntent = "signin" | "signup";

const intentCookie = lazy(() =>
  createCookie("__google_intent", { httpOnly: true, sameSite: "lax", path: "/", maxAge: 600, secure: isSecureCookie() }),
);

const pageFor = (intent: GoogleIntent) => (intent === "signup" ? "/signup" : "/signin");

/** Sends the browser to Google (or back with a reason when Google is not configured). */
export async function beginGoogleSignIn(request: Request, intent: GoogleIntent): Promise<Response> {
  const authenticator = getGoogleAuthenticator();
  if (!authenticator) return redirect(`${pageFor(intent)}?error=google-not-configured`);
  try {
    await authenticator.authenticate("google", request);
  } catch (thrown) {
    if (thrown instanceof Response && thrown.headers.has("Location")) {
      const headers = new Headers(thrown.headers);
      headers.append("Set-Cookie", await intentCookie().serialize(intent));
      return new Response(null, { status: thrown.status, headers });
    }
    return redirect(`${pageFor(intent)}?error=${googleErrorCode(thrown)}`);
  }
  return redirect(pageFor(intent));
}

/** Google's callback: signs the user in with a fresh session, or returns them with the reason. */
export async function completeGoogleSignIn(request: Request): Promise<Response> {
  const intent: GoogleIntent = (await intentCookie().parse(request.headers.get("Cookie"))) === "signup" ? "signup" : "signin";
  const authenticator = getGoogleAuthenticator();
  if (!authenticator) return redirect(`${pageFor(intent)}?error=google-not-configured`);
  let user: PublicUser;
  try {
    user = await authenticator.authenticate("google", request);
  } catch (error) {
    getLogger().warn({ err: error }, "google sign-in refused");
    return redirect(`${pageFor(intent)}?error=${googleErrorCode(error)}`);
  }
  const headers = new Headers();
  headers.append("Set-Cookie", await intentCookie().serialize("", { maxAge: 0 }));
  const pending = await beginSecondStep({ request, userId: user.id, redirectTo: AFTER_SIGN_IN });
  if (pending) {
    headers.append("Set-Cookie", pending);
    return redirect(TWO_FACTOR_PAGE, { headers });
  }
  headers.append("Set-Cookie", await startUserSession(request, user.id));
  return redirectWithToast(AFTER_SIGN_IN, { title: "Welcome back!" }, { headers });
}
