import * as z from "zod";
import { canCarryText, isHexColour } from "~/utils/colour";
import { emailField } from "./auth";
import { requiredLine } from "./text-fields";

// The Settings page's forms (/settings?tab=...). The spec leaves these fields unvalidated; we
// validate them with messages a host can act on.

export const SETTINGS_TABS = [
  "basic-info",
  "integrations",
  "billing",
  "notifications",
  "security",
  "team",
  "branding",
  "developer",
  "chat-filter",
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

export const CAPACITY_CHOICES = [20, 25, 30, 35, 40] as const;
export const DEFAULT_CAPACITY = 35;
export const MAX_BILLABLE_RATE = 10_000;
export const PHOTO_MAX_BYTES = 1024 * 1024;
export const PHOTO_TYPES = ["image/jpeg", "image/gif", "image/png"] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];
export const DEFAULT_BRAND = { primary: "#3b82f6", accent: "#10b981" } as const;
export const POSTAL_ADDRESS_MAX = 300;

export const PHOTO_TOO_LARGE = "Photo must be 1 MB or smaller";
export const PHOTO_NOT_IMAGE = "Photo must be a JPG, GIF or PNG image";
export const EMAIL_TAKEN = "That e-mail is already used by another account";

export const SETTINGS_INTENTS = ["basic-info", "notifications", "branding", "chat-filter"] as const;
export type SettingsIntent = (typeof SETTINGS_INTENTS)[number];

export const basicInfoSchema = z.object({
  firstName: requiredLine("First name", 50),
  lastName: requiredLine("Last name", 50),
  email: emailField,
  capacityHours: z.coerce
    .number({ error: "Choose a weekly capacity" })
    .int("Choose a weekly capacity")
    .refine((n) => (CAPACITY_CHOICES as readonly number[]).includes(n), "Capacity must be 20, 25, 30, 35 or 40 hours per week"),
  billableRate: z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (!v) return null;
      if (!/^\d+(\.\d{1,2})?$/.test(v)) {
        ctx.addIssue({ code: "custom", message: "Billable rate must be a number of dollars, like 120 or 99.50" });
        return z.NEVER;
      }
      const cents = Math.round(Number(v) * 100);
      if (cents > MAX_BILLABLE_RATE * 100) {
        ctx.addIssue({ code: "custom", message: "Billable rate must be at most $10,000 per hour" });
        return z.NEVER;
      }
      return cents;
    }),
  // Browsers send a textarea's line breaks as CRLF; they are counted and stored as one \n each.
  postalAddress: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const text = (v ?? "").replace(/\r\n?/g, "\n").trim();
      // Other control characters have no place in an e-mail footer (and PostgreSQL refuses NUL).
      if (/[\u0000-\u0008\u000b-\u001f\u007f]/.test(text)) {
        ctx.addIssue({ code: "custom", message: "Postal address may only contain text and line breaks" });
        return z.NEVER;
      }
      if (text.length > POSTAL_ADDRESS_MAX) {
        ctx.addIssue({ code: "custom", message: `Postal address must be at most ${POSTAL_ADDRESS_MAX} characters` });
        return z.NEVER;
      }
      return text || null;
    }),
});
export type BasicInfoInput = z.output<typeof basicInfoSchema>;

const flag = z
  .string()
  .optional()
  .transform((v) => v === "on" || v === "true" || v === "1");

export const NOTIFICATION_PREFS = [
  { name: "notifyRegistrations", label: "New registrations", hint: "An e-mail when someone registers for one of your events." },
  { name: "notifyDailySummary", label: "Daily summary", hint: "One e-mail a day with registrations and attendance." },
  { name: "notifyDeliveryFailures", label: "Reminder delivery failures", hint: "Tell me when a reminder e-mail or SMS could not be delivered." },
  { name: "notifyProductNews", label: "Product news", hint: "Occasional news about new ShowUp features." },
] as const;
export type NotificationPrefName = (typeof NOTIFICATION_PREFS)[number]["name"];

export const notificationsSchema = z.object({
  notifyRegistrations: flag,
  notifyDailySummary: flag,
  notifyDeliveryFailures: flag,
  notifyProductNews: flag,
});
export type NotificationsInput = z.output<typeof notificationsSchema>;

const colour = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, `${label} must be a colour like #3b82f6`)
    .refine(
      (value) => !isHexColour(value) || canCarryText(value),
      `${label} is too mid-toned for readable text on buttons: choose a darker or a lighter shade`,
    )
    .transform((v) => v.toLowerCase());

export const brandingSchema = z.object({
  brandPrimary: colour("Primary colour"),
  brandAccent: colour("Accent colour"),
});
export type BrandingInput = z.output<typeof brandingSchema>;

/** The real type of an uploaded image from its first bytes; null for anything else. */
export function sniffImageType(bytes: Uint8Array): PhotoType | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (starts(0xff, 0xd8, 0xff)) return "image/jpeg";
  if (starts(0x47, 0x49, 0x46, 0x38) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return "image/gif";
  return null;
}
