// Registrations as the API shows them: a host's list of registrants (GET /api/registrations) and
// what registering answers (POST /api/events/{id}/register, POST /api/auth/register).
import * as z from "zod";
import type { CustomerType } from "../../db/schema/product";
import { apiShape, isoTime, rowId } from "./api-shapes";

export const CUSTOMER_TYPES = ["new", "returning", "premium", "vip"] as const satisfies readonly CustomerType[];

/** A registrant of one of the host's events, as the registrations list shows them. */
export const registrationSchema = apiShape(
  "Registration",
  z.object({
    id: rowId(314),
    eventId: rowId(42),
    eventTitle: z.string().meta({ examples: ["Launch your first course"] }),
    firstName: z.string().meta({ examples: ["Ada"] }),
    lastName: z.string().meta({ examples: ["Lovelace"] }),
    email: z.string().meta({ examples: ["ada@example.com"] }),
    avatar: z.string().meta({ description: "The registrant's initials.", examples: ["AL"] }),
    registeredAt: isoTime(),
    timezone: z.string().meta({ description: "The zone the registrant gave.", examples: ["Europe/London"] }),
    jobTitle: z.string().nullable(),
    company: z.string().nullable(),
    customerType: z.enum(CUSTOMER_TYPES).meta({
      description: "vip and premium as stored; returning when the same e-mail registered earlier for another of your events; else new.",
    }),
    lifetimeValue: z.number().meta({
      description: "In US dollars: the larger of the imported value and the net revenue of the person's purchases.",
      examples: [199],
    }),
  }),
);
export type RegistrationEntry = z.infer<typeof registrationSchema>;
export const registrationListSchema = apiShape("RegistrationList", z.array(registrationSchema));

/** What registering for an event answers with: only what the caller sent, whoever registered before. */
export const registrationReceiptSchema = apiShape(
  "RegistrationReceipt",
  z.object({
    eventId: rowId(42),
    firstName: z.string().meta({ examples: ["Ada"] }),
    lastName: z.string().meta({ examples: ["Lovelace"] }),
    email: z.string().meta({ examples: ["ada@example.com"] }),
    timezone: z.string().meta({ examples: ["Europe/London"] }),
  }),
);
export type RegistrationReceipt = z.infer<typeof registrationReceiptSchema>;

const personalPath = (example: string) =>
  z
    .string()
    .nullable()
    .meta({
      description:
        "The personal link's path, for a new registrant when the event does not confirm addresses first; null otherwise (an e-mail already registered, or an event that confirms addresses): the link goes by e-mail only.",
      examples: [example],
    });

/** 201 of POST /api/events/{id}/register. */
export const eventRegistrationConfirmationSchema = apiShape(
  "EventRegistrationConfirmation",
  z.object({
    message: z.string().meta({ examples: ["Registration Successful!"] }),
    registration: registrationReceiptSchema,
    uniqueUrl: personalPath("/watch/42/3q2-Xb8wYk1pZ4vR7sT0uA"),
  }),
);
export type EventRegistrationConfirmation = z.infer<typeof eventRegistrationConfirmationSchema>;

/** 200 of POST /api/auth/register: a viewer registered for a stream. */
export const streamRegistrationConfirmationSchema = apiShape(
  "StreamRegistrationConfirmation",
  z.object({
    message: z.string().meta({ examples: ["You're registered. We've also sent your personal link to ada@example.com."] }),
    uniqueUrl: personalPath("/watch/Ab3dEf9h/5f1c2b"),
    emailSent: z.literal(true).meta({ description: "Always true, whether or not the e-mail was already registered." }),
  }),
);
export type StreamRegistrationConfirmation = z.infer<typeof streamRegistrationConfirmationSchema>;
