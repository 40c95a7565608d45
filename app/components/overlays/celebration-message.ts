// The text a GIF + sound celebration shows (spec section 5): a custom message with FIRSTNAME
// replaced by the enrollee's first name, else '{first} from {location|somewhere} just enrolled!',
// or 'Someone just enrolled!' without a name.

export const FIRSTNAME_PLACEHOLDER = "FIRSTNAME";

export function celebrationMessage({
  message,
  firstName,
  location,
}: {
  message?: string | null;
  firstName?: string | null;
  location?: string | null;
}): string {
  const first = firstName?.trim() ?? "";
  const custom = message?.trim() ?? "";
  if (custom) return custom.split(FIRSTNAME_PLACEHOLDER).join(first || "Someone");
  if (!first) return "Someone just enrolled!";
  return `${first} from ${location?.trim() || "somewhere"} just enrolled!`;
}
