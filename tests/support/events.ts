import { createEvent } from "~/models/event.server";
import { registerForEvent } from "~/models/registration.server";
import { eventInputSchema, type EventInput } from "~/schemas/event";
import { registrationInputSchema, type RegistrationInput } from "~/schemas/registration";
import { uniqueEmail, uniqueIp } from "./factories";

export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;

/** An ISO instant `ms` from now (negative: in the past). */
export const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();

/** A valid event input: a week ahead unless overridden; raw fields go through the real schema. */
export function eventInput(fields: Record<string, unknown> = {}): EventInput {
  return eventInputSchema.parse({ title: "Launch webinar", scheduledAt: fromNow(7 * DAY), ...fields });
}

/** Creates an event for the host; `at` skips the schema, so it may lie in the past. */
export async function createTestEvent(hostId: number, fields: Record<string, unknown> = {}, at?: string) {
  const input = eventInput(fields);
  return createEvent({ hostId, input: at ? { ...input, scheduledAt: at } : input });
}

export function registrationInput(fields: Record<string, unknown> = {}): RegistrationInput {
  return registrationInputSchema.parse({
    firstName: "Rita",
    lastName: "Reg",
    email: uniqueEmail("reg"),
    timezone: "Eastern",
    ...fields,
  });
}

/**
 * Registers for the event as the public form does (`fields` over registrationInput's), from an
 * address of its own; the new registration (anything else throws).
 */
export async function registerTestRegistrant(eventId: number, fields: Record<string, unknown> = {}, options: { origin?: string; now?: Date } = {}) {
  const result = await registerForEvent({ eventId, input: registrationInput(fields), ip: uniqueIp(), ...options });
  if (result.status !== "created") throw new Error(`registration ${result.status}`);
  return result.registration;
}
