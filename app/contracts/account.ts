// The signed-in account as the API shows it (GET /api/auth/me), and the API's own description.
import * as z from "zod";
import { apiShape, rowId } from "./api-shapes";

/** A user of the app as anyone signed in may see them: no password, no sign-in ids. */
export const publicUserSchema = apiShape(
  "User",
  z.object({
    id: rowId(1),
    firstName: z.string().meta({ examples: ["Grace"] }),
    lastName: z.string().meta({ examples: ["Hopper"] }),
    email: z.string().meta({ examples: ["grace@example.com"] }),
  }),
);
export type PublicUser = z.infer<typeof publicUserSchema>;

/** Who the session or API key belongs to. */
export const signedInUserSchema = apiShape("SignedInUser", z.object({ user: publicUserSchema }));
export type SignedInUser = z.infer<typeof signedInUserSchema>;

/** A password sign-in: the signed-in user, or (two-factor on) where to send the second step. */
export const secondStepSchema = apiShape(
  "TwoFactorRequired",
  z.object({
    twoFactorRequired: z.literal(true),
    methods: z.array(z.enum(["code", "recoveryCode"])),
    next: z.literal("/api/auth/signin/two-factor").meta({ description: "POST the code there, with the pending sign-in cookie this answer set." }),
  }),
);
export const signInReplySchema = apiShape("SignInReply", z.union([signedInUserSchema, secondStepSchema]));
export type SignInReply = z.infer<typeof signInReplySchema>;

/** Signing out always succeeds. */
export const signedOutSchema = apiShape("SignedOut", z.object({ ok: z.literal(true) }));
export type SignedOut = z.infer<typeof signedOutSchema>;

/** The OpenAPI 3.1 document of the API (GET /api/openapi.json), described as an open JSON object. */
export const openApiDocumentSchema = apiShape(
  "OpenApiDocument",
  z.record(z.string(), z.unknown()).meta({ description: "An OpenAPI 3.1 document: see https://spec.openapis.org/oas/v3.1.0." }),
);
export type OpenApiDocument = z.infer<typeof openApiDocumentSchema>;

/** The AsyncAPI 3 document of the live channels (GET /api/asyncapi.json), described as an open JSON object. */
export const asyncApiDocumentSchema = apiShape(
  "AsyncApiDocument",
  z
    .record(z.string(), z.unknown())
    .meta({ description: "An AsyncAPI 3.0 document: see https://www.asyncapi.com/docs/reference/specification/v3.0.0." }),
);
export type AsyncApiDocument = z.infer<typeof asyncApiDocumentSchema>;
