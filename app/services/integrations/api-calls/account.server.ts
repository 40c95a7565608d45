import { asyncApiDocumentSchema, openApiDocumentSchema, signedInUserSchema, signedOutSchema, signInReplySchema } from "~/contracts/account";
import { signInPayloadSchema, signUpPayloadSchema } from "~/schemas/auth";
import { twoFactorSignInPayload } from "~/schemas/two-factor";
import { apiArea, created, ok, reply, type ApiCall } from "./define.server";

const SESSION = "Sets the `__session` cookie: a browser (or a script that keeps cookies) is signed in. Scripts usually use an API key instead.";
const GOOGLE =
  "A browser's redirect to Google and back: it answers 302, never JSON. The app's screens use it (Sign in with Google); a script cannot.";

const { host, anyone } = apiArea("Account");

/** The JSON calls of the API reference's "Account" area. */
export const accountCalls: ApiCall[] = [
  anyone("POST", "api.auth.signup", "Create an account and sign in", {
    description: SESSION,
    body: signUpPayloadSchema,
    responses: {
      ...created("the account, signed in", signedInUserSchema),
      409: "An account with this e-mail exists",
      429: "Too many sign-ups from one address",
    },
  }),
  anyone("POST", "api.auth.signin", "Sign in with an e-mail and a password", {
    description: `${SESSION} With two-factor on, the answer asks for the second step instead (no session yet).`,
    body: signInPayloadSchema,
    responses: {
      200: reply("Signed in, or the second step to take", signInReplySchema),
      401: "Wrong e-mail or password",
      429: "Too many attempts: `Retry-After` says when to try again",
    },
  }),
  anyone("POST", "api.auth.signin_.two-factor", "Finish a sign-in with the authenticator's code or a recovery code", {
    description: "With the pending sign-in cookie the first step set. `rememberDevice` skips the second step on this browser for 30 days.",
    body: twoFactorSignInPayload,
    responses: {
      200: reply("Signed in", signedInUserSchema),
      401: "A wrong or used code, or the sign-in expired",
      429: "Too many wrong codes: `Retry-After` says when to try again",
    },
  }),
  anyone("POST", "api.auth.signout", "Sign out", {
    description: "Ends the session and clears its cookie; without one it answers the same.",
    responses: ok("Signed out", signedOutSchema),
  }),
  anyone("GET", "api.auth.google._index", "Sign in with Google", {
    description: GOOGLE,
    responses: { 302: "To Google, or back to the sign-in page with `?error=` when Google is not set up" },
  }),
  anyone("GET", "api.auth.google.signup", "Sign up with Google", {
    description: GOOGLE,
    responses: { 302: "To Google, or back to the sign-up page with `?error=` when Google is not set up" },
  }),
  anyone("GET", "api.auth.google.callback", "Where Google sends the browser back", {
    description: `${GOOGLE} Signs the browser in (or to the two-factor page) and sends it on.`,
    responses: { 302: "To the app, signed in; to the two-factor page; or to the sign-in page with `?error=`" },
  }),
  host("GET", "api.auth.me", "Who the session or API key belongs to", { responses: ok("The signed-in user", signedInUserSchema) }),
  anyone("GET", "api.openapi[.json]", "This API described as OpenAPI 3.1", { responses: ok("The OpenAPI document", openApiDocumentSchema) }),
  anyone("GET", "api.asyncapi[.json]", "The live channels (the SSE stream and /ws) described as AsyncAPI 3", {
    description: "Every live event's name and payload: follow a stream at `GET /api/streams/{streamId}/events` (Server-Sent Events) or `/ws`.",
    responses: ok("The AsyncAPI document", asyncApiDocumentSchema),
  }),
];
