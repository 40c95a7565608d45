/**
 * Relative targets resolve the same against any http(s) origin, so a fixed one stands in for the
 * app's: a target that leaves it would leave the real one too.
 */
const APP_ORIGIN = "http://app.invalid";

/** Browsers drop tab, CR and LF before resolving ("/\t/evil.example" becomes "//evil.example") and read a backslash as a slash. */
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\\]/;

function decoded(value: string) {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * A redirect target the client chose, kept only if it is a path on this site, in the form a
 * Location header can carry; anything else gives `fallback`.
 */
export function safeRedirectPath(value: FormDataEntryValue | string | null | undefined, fallback: string): string {
  if (typeof value !== "string" || !value.startsWith("/")) return fallback;
  const plain = decoded(value);
  if (plain === null || plain.startsWith("//") || UNSAFE_CHARACTERS.test(value) || UNSAFE_CHARACTERS.test(plain)) return fallback;
  const url = new URL(value, APP_ORIGIN);
  if (url.origin !== APP_ORIGIN) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
