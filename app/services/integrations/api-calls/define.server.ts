import type { z } from "zod";
import type { CurrentEventTime } from "~/schemas/event";

// What the catalogue of JSON calls is made of (api-catalogue.server.ts gathers the areas' lists).

export type ApiMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Who may make a call: `host` with the session cookie or `Authorization: Bearer <API key>`;
 * `audience` as for `host`, or a registered viewer (viewer cookie or their `token`), or anyone when
 * the event does not require registration; `public` without signing in.
 */
export type ApiAuth = "host" | "audience" | "public";

/** A schema the route parses with, or (for an event's PATCH and PUT) the function that makes it for the event's current time. */
export type CatalogueSchema = z.ZodType | ((current: CurrentEventTime) => z.ZodType);

export interface ApiCall {
  /** The route file under app/routes, without `.ts`. */
  route: string;
  method: ApiMethod;
  area: ApiArea;
  summary: string;
  description?: string;
  auth: ApiAuth;
  /** The JSON body, parsed with this very schema by the route or its service (a list: one of them). */
  body?: CatalogueSchema | CatalogueSchema[];
  /** Path parameters the route checks with a schema (an enum of actions). */
  pathSchemas?: Record<string, z.ZodType>;
  /** Another body than JSON (a multipart upload), in words. */
  bodyNote?: string;
  query?: z.ZodObject;
  /**
   * The answers besides the refusals every call may give (400, 401, 403, 404, 413, 503: added from
   * the call's shape): a reply with a JSON body names its shape (app/contracts), one without says
   * what it means.
   */
  responses: Partial<Record<number, string | ApiReply>>;
}

/** A reply with a JSON body: what it means, and the shape the body follows. */
export interface ApiReply {
  description: string;
  body: z.ZodType;
}

/** A reply with a JSON body of `body`'s shape. */
export const reply = (description: string, body: z.ZodType): ApiReply => ({ description, body });

/** What a reply means, in words. */
export const replyText = (answer: string | ApiReply | undefined) => (typeof answer === "object" ? answer.description : (answer ?? ""));

export const API_AREAS = [
  "Events",
  "Registrations",
  "Streams",
  "Chat and moderation",
  "Overlays and landing page",
  "Questions and polls",
  "Offers and purchases",
  "Replays and recordings",
  "Follow-ups and handouts",
  "Team",
  "Webhooks",
  "Viewers",
  "Account",
] as const;
export type ApiArea = (typeof API_AREAS)[number];

/**
 * Route files that are not part of the documented API, and why: the catch-all 404 and the signed
 * receivers of other services' webhooks.
 */
export const INTERNAL_ROUTES: Record<string, string> = {
  "api.$": "Any other /api path: a JSON 404.",
  "api.webhooks.mux": "Mux's signed webhook receiver.",
  "api.webhooks.$provider": "A payment provider's signed webhook receiver (Stripe's: /api/webhooks/stripe).",
};

/** The calls of one area of the reference, by who may make them: `host("GET", route, summary, details)`. */
export function apiArea(area: ApiArea) {
  const by =
    (auth: ApiAuth) =>
    (method: ApiMethod, route: string, summary: string, rest: Partial<ApiCall> = {}): ApiCall => ({
      route,
      method,
      area,
      auth,
      summary,
      responses: { 200: "OK" },
      ...rest,
    });
  return { host: by("host"), audience: by("audience"), anyone: by("public") };
}

/** A 200 answer with a JSON body of `body`'s shape. */
export const ok = (description: string, body: z.ZodType) => ({ 200: reply(description, body) });
/** A 201 answer: what was created, with the shape of its JSON body. */
export const created = (what: string, body?: z.ZodType) => ({ 201: body ? reply(`Created: ${what}`, body) : `Created: ${what}` });
